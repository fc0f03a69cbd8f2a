// Every default the specification gives for a field of an answer: an answer without the field
// still parses (every answer is parsed by its call's schema), and reads as the default.
import { describe, expect, it } from 'vitest';
import { STPFC_SUCCESS, stpfcApprovalSubmit, ZStpfcDetailItem } from './approvals';
import { MONTH_STATUS_DEFAULT, ZExpenseMain } from './dashboard';
import { ZExpenseDayDetail } from './expense-approvals';
import { ZSfcUserInfo } from './fare-chart';
import { getEmployeeProfileImage, ZProfile } from './profile';

const summary = {
  total: 0,
  allowances: 0,
  currentMonth: 'November',
  currentYear: 2026,
  previousMonthTotal: 1200,
  previousMonth: 'October',
  previousYear: 2026,
  previousMonthPaid: null,
  secondLastTotal: 0,
  secondLastMonth: 'September',
  secondLastYear: 2026,
  secondLastPaid: null,
  previousMonthStanding: null,
  secondLastStanding: null,
  travelExpense: 0,
  foodExpense: 0,
  misExpense: 0,
  accomodationExpense: 0,
};

describe("the specification's defaults for fields of an answer", () => {
  it("reads a dashboard month's missing status as 'pending' (spec: 'Status defaults to pending when missing')", () => {
    expect(MONTH_STATUS_DEFAULT).toBe('pending');
    const absent = ZExpenseMain.parse(summary);
    expect([absent.previousMonthStatus, absent.secondLastStatus]).toEqual(['pending', 'pending']);
    const empty = ZExpenseMain.parse({ ...summary, previousMonthStatus: null, secondLastStatus: '' });
    expect([empty.previousMonthStatus, empty.secondLastStatus]).toEqual(['pending', 'pending']);
    const given = ZExpenseMain.parse({
      ...summary,
      previousMonthStatus: 'Submitted',
      secondLastStatus: 'Paid',
    });
    expect([given.previousMonthStatus, given.secondLastStatus]).toEqual(['Submitted', 'Paid']);
  });

  it("reads an approver's line without a status as unactioned, which shows as Approve", () => {
    for (const status of [ZStpfcDetailItem.shape.status, ZExpenseDayDetail.shape.status]) {
      expect(status.parse(undefined)).toBe('U');
      expect(status.parse(null)).toBe('U');
      expect(status.parse('R')).toBe('R');
      expect(status.safeParse('X').success).toBe(false);
    }
  });

  it("reads the STPFC submit's missing file record or status as 'Success'", () => {
    const response = stpfcApprovalSubmit.response;
    expect(response.parse({}).fileRecord).toEqual([]);
    expect(response.parse({ fileRecord: [{ message: 'done' }] }).fileRecord[0]?.status).toBe(STPFC_SUCCESS);
    expect(response.parse({ fileRecord: [{ status: 'Approved', message: '' }] }).fileRecord[0]?.status).toBe(
      'Approved',
    );
  });

  it('reads a missing photo as none, so the default image shows', () => {
    expect(getEmployeeProfileImage.response.parse({})).toEqual({ imageBase64: null });
    expect(getEmployeeProfileImage.response.parse({ imageBase64: '' })).toEqual({ imageBase64: null });
    expect(ZProfile.shape.imageBase64.parse(undefined)).toBeNull();
  });

  it('reads a fare chart without an effective-from date as none (the minimum is then tomorrow)', () => {
    expect(ZSfcUserInfo.shape.effectiveFromDate.parse(undefined)).toBeNull();
    expect(ZSfcUserInfo.shape.effectiveFromDate.parse('2026-11-01')).toBe('2026-11-01');
  });
});
