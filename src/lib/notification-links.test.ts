// The paths a notification opens (issue 40) are routes of the app: the server writes them from the
// contract, the app routes them from src/lib/paths.ts; this keeps the two equal.
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_LINKS } from '../contract/notifications';
import { PATHS } from './paths';

describe('NOTIFICATION_LINKS', () => {
  it('names routes of the app, with what they need to open the subject', () => {
    expect(NOTIFICATION_LINKS.claim(41)).toBe(`${PATHS.expenseDetails}/41`);
    expect(NOTIFICATION_LINKS.myExpenseMonth(2026, 3)).toBe(`${PATHS.myExpense}?month=2026-03`);
    expect(NOTIFICATION_LINKS.expenseApproval).toBe(PATHS.expenseApproval);
    expect(NOTIFICATION_LINKS.sfc).toBe(PATHS.sfc);
    expect(NOTIFICATION_LINKS.stpfcApproval).toBe(PATHS.stpfcApproval);
    expect(NOTIFICATION_LINKS.tourProgramme).toBe(PATHS.tourProgramme);
    expect(NOTIFICATION_LINKS.tpPlan(7)).toBe(`${PATHS.tpApproval}/7`);
  });
});
