// Whole rows open what they are about (issue 40): a click anywhere on an approver's claim row (a
// table row on a desktop, a card on a phone) follows its link; its own checkbox does not.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TExpenseApprovalItem } from '../../contract/expense-approvals';
import { ClaimCards, ClaimsTable } from './claim-list-rows';

let root: Root;
let host: HTMLElement;

beforeEach(() => {
  history.replaceState(null, '', '/expense-approval');
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  history.replaceState(null, '', '/');
});

const claim = {
  expenseId: 41,
  employeeId: 7,
  employeeName: 'Rahul Deshmukh',
  employeeCode: 'SPL0463',
  hirarchyType: 'Territory',
  hirarchyName: 'Nashik',
  desigGrade: 'Medical Representative / 1',
  monthYear: 'Oct 2026',
  submittedDate: '2 Nov 2026',
  status: 'Submitted',
  level_id: 1,
  slno: 1,
  submittedTotal: 7617,
  amount: 7617,
  flagCounts: { calls: 0, plan: 0, policy: 0, duplicate: 0, einvoice: 0 },
} as TExpenseApprovalItem;

const row = () => host.querySelector<HTMLElement>('[data-testid="expense-claim"]') as HTMLElement;
const click = (element: Element) =>
  act(async () => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  });

describe.each([
  ['the desktop table', ClaimsTable],
  ['the phone cards', ClaimCards],
])('a claim row in %s', (_, List) => {
  it('opens the claim from anywhere on the row, not from its checkbox', async () => {
    await act(async () => root.render(<List claims={[claim]} selected={new Set()} toggle={() => {}} />));
    await click(row().querySelector('input[type="checkbox"]') as Element);
    expect(location.pathname).toBe('/expense-approval');
    const amount = [...row().querySelectorAll('td, span')].find((cell) =>
      cell.textContent?.includes('7,617'),
    );
    await click(amount as Element);
    expect(location.pathname).toBe('/expense-details/41');
  });
});
