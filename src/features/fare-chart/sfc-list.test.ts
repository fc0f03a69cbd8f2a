import { describe, expect, it } from 'vitest';
import { journeyRow as row } from '../../../tests/support/fare-chart';
import {
  byEffectiveDate,
  canDelete,
  canEdit,
  draftIds,
  effectiveDatesLine,
  journeyName,
  reasonOf,
  rowsOfMode,
  statusTone,
} from './sfc-list';

describe('the fare chart list', () => {
  it('colours approved and submitted rows primary, rejected red, drafts in the draft colour', () => {
    expect(statusTone('A')).toBe('primary');
    expect(statusTone('S')).toBe('primary');
    expect(statusTone('R')).toBe('rejected');
    expect(statusTone('D')).toBe('draft');
  });

  it('shows the reason of approved and rejected rows only', () => {
    expect(reasonOf(row({ status: 'R', reason: 'Use Bike' }))).toBe('Use Bike');
    expect(reasonOf(row({ status: 'A', reason: 'Within the HQ rule' }))).toBe('Within the HQ rule');
    // A reason that only repeats the status is not said twice (issue 40).
    expect(reasonOf(row({ status: 'A', reason: 'Approved' }))).toBeNull();
    expect(reasonOf(row({ status: 'R', reason: ' rejected ' }))).toBeNull();
    expect(reasonOf(row({ status: 'D', reason: 'stale' }))).toBeNull();
    expect(reasonOf(row({ status: 'S', reason: 'stale' }))).toBeNull();
  });

  it('lists the rows by effective date, oldest first, in the chart’s order within a date', () => {
    const rows = [
      row({ stpfcDetailid: 1, effectiveDate: '2026-12-01' }),
      row({ stpfcDetailid: 2, effectiveDate: '2026-09-01' }),
      row({ stpfcDetailid: 3, effectiveDate: '2026-12-01' }),
      row({ stpfcDetailid: 4, effectiveDate: '2026-09-01' }),
    ];
    expect(byEffectiveDate(rows).map((item) => item.stpfcDetailid)).toEqual([2, 4, 1, 3]);
  });

  it('joins the distinct effective dates with commas, or says N/A', () => {
    const rows = [
      row({ effectiveDate: '2026-10-01' }),
      row({ effectiveDate: '2026-09-01' }),
      row({ effectiveDate: '2026-10-01' }),
    ];
    expect(effectiveDatesLine(rows)).toBe('1 Sep 2026, 1 Oct 2026');
    expect(effectiveDatesLine([])).toBe('N/A');
  });

  it('edits drafts and rejected rows; deletes drafts, and rejected rows on a desktop', () => {
    expect(['D', 'S', 'A', 'R'].map((status) => canEdit(row({ status: status as 'D' })))).toEqual([
      true,
      false,
      false,
      true,
    ]);
    expect(canDelete(row({ status: 'D' }), false)).toBe(true);
    expect(canDelete(row({ status: 'R' }), false)).toBe(false);
    expect(canDelete(row({ status: 'R' }), true)).toBe(true);
    expect(canDelete(row({ status: 'A' }), true)).toBe(false);
    expect(canDelete(row({ status: 'S' }), true)).toBe(false);
  });

  it('filters by transport mode and submits every draft', () => {
    const rows = [
      row({ stpfcDetailid: 1, transportId: 1 }),
      row({ stpfcDetailid: 2, transportId: 3, status: 'A' }),
      row({ stpfcDetailid: 3, transportId: 3 }),
    ];
    expect(rowsOfMode(rows, 3).map((item) => item.stpfcDetailid)).toEqual([2, 3]);
    expect(rowsOfMode(rows, null)).toHaveLength(3);
    expect(draftIds(rows)).toEqual([1, 3]);
  });

  it('names a journey by its cities, category and mode', () => {
    expect(journeyName(row({}))).toBe('Pune to Talegaon, EX-HQ by Bike');
  });
});
