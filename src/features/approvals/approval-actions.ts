// The approver's writes: online only, straight to the server, then the screen reloads what changed.
import {
  expenseApprovalSubmit,
  expenseDraftSubmit,
  stpfcApprovalSubmit,
  type TExpenseApprovalRequest,
  type TStpfcApprovalSubmitRequest,
} from '../../contract/approvals';
import { callApi } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';

/** Spec section 8: the popup on a failed expense save or submit. */
export const DRAFT_FAILED = 'An error occurred while saving drafts.';
/** Spec section 4: the STPFC success message when the answer has no file record. */
export const STPFC_SUCCESS = 'Success';

export interface Outcome {
  ok: boolean;
  message: string;
  /** Someone else acted first (409): the screen shows the server's text and reloads. */
  isStale: boolean;
}

function failure(error: unknown, fallback: string): Outcome {
  const isStale = error instanceof ApiError && error.status === 409;
  const isRefusal = error instanceof ApiError && (error.status === 409 || error.status === 400);
  return { ok: false, message: isRefusal ? error.message : fallback, isStale };
}

export async function submitChart(body: TStpfcApprovalSubmitRequest): Promise<Outcome> {
  try {
    const response = await callApi(stpfcApprovalSubmit, { body });
    return { ok: true, message: response.fileRecord[0]?.status || STPFC_SUCCESS, isStale: false };
  } catch (error) {
    return failure(error, 'Something went wrong');
  }
}

export async function saveClaim(body: TExpenseApprovalRequest, isFinal: boolean): Promise<Outcome> {
  try {
    const response = isFinal
      ? await callApi(expenseApprovalSubmit, { body })
      : await callApi(expenseDraftSubmit, { body });
    return { ok: true, message: response.message, isStale: false };
  } catch (error) {
    return failure(error, DRAFT_FAILED);
  }
}
