// The writes the outbox may send more than once, and the header that makes a replay harmless.
import { dcrCallDelete, dcrCallSave } from './calls';
import { stpfcDecisionSave } from './chart-decision';
import { expenseDecisionSave } from './expense-decision';
import { expenseAttachUnreported, expenseUpload, unreportedDelete, unreportedUpdate } from './receipts';
import { tpCopyLastMonth, tpDaySave } from './tour-programme';
import { tpDecisionSave } from './tp-decision';

export { IDEMPOTENCY_HEADER } from './call';

/** The calls the outbox sends, by path: it stores the path and finds the call again here. */
export const OUTBOX_CALLS = {
  [expenseUpload.path]: expenseUpload,
  [unreportedUpdate.path]: unreportedUpdate,
  [unreportedDelete.path]: unreportedDelete,
  [expenseAttachUnreported.path]: expenseAttachUnreported,
  [dcrCallSave.path]: dcrCallSave,
  [dcrCallDelete.path]: dcrCallDelete,
  [tpDaySave.path]: tpDaySave,
  [tpCopyLastMonth.path]: tpCopyLastMonth,
  [expenseDecisionSave.path]: expenseDecisionSave,
  [stpfcDecisionSave.path]: stpfcDecisionSave,
  [tpDecisionSave.path]: tpDecisionSave,
} as const;
