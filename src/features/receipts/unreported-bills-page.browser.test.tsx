// Unreported Bills offline on a phone that has kept no list from the server (issue 40): a quiet line
// says what is shown, not the red 'could not be loaded' above the bills that are there.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { eventually, screenTest } from '../../../tests/support/screen';
import { getExpenseUploadTemp } from '../../contract/receipts';
import UnreportedBillsPage, { OFFLINE_TEXT } from './unreported-bills-page';

const screen = screenTest({ employeeId: 4, employeeName: 'Asha', useName: 'asha', designation: 'MR' });

describe('Unreported Bills with no connection', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says it is offline instead of showing an error', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    screen.api.on(getExpenseUploadTemp, () => {
      throw new TypeError('Failed to fetch');
    });
    screen.show(<UnreportedBillsPage />);
    await eventually(() => expect(page.getByText(OFFLINE_TEXT)).toBeInTheDocument());
    expect(document.querySelector('.error-text')).toBeNull();
  });
});
