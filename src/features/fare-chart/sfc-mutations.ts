// What the fare chart writes (spec sections 4 to 6): add, edit, delete and submit journeys. Each
// reloads the chart once it is done, or refused as stale (409); the screens show every outcome
// themselves (spec section 8), so none raises the shared alert.
import { sfcAdd, sfcDelete, sfcEditSave, sfcSubmit, type TSfcJourneyRow } from '../../contract/fare-chart';
import { SOMETHING_WENT_WRONG } from '../../lib/api-error';
import { defineMutation } from '../../lib/server-mutation';
import type { journeyBody } from './sfc-form';
import { sfcRowsQuery } from './sfc-queries';

/** A save that failed for any reason but a refusal the server explains (spec section 8). */
export const COULD_NOT_CONNECT = "Couldn't connect with server at this moment, please try again later..";

type JourneyFields = ReturnType<typeof journeyBody>;
/** The journey a change is for. */
export type JourneyTarget = Pick<TSfcJourneyRow, 'stpfcId' | 'stpfcDetailid'>;

const SAVE = { failureText: COULD_NOT_CONNECT, invalidates: [sfcRowsQuery], silent: true } as const;
const CHANGE = { failureText: SOMETHING_WENT_WRONG, invalidates: [sfcRowsQuery], silent: true } as const;

export const addJourneyMutation = defineMutation({
  ...SAVE,
  call: sfcAdd,
  request: (user, { fields, stpfcId }: { fields: JourneyFields; stpfcId: number }) => ({
    body: { ...fields, employeeId: user.employeeId, companyId: user.companyId, stpfcId },
  }),
  select: (saved) => saved,
});

export const editJourneyMutation = defineMutation({
  ...SAVE,
  call: sfcEditSave,
  request: (user, { fields, target }: { fields: JourneyFields; target: JourneyTarget }) => ({
    body: {
      ...fields,
      ...target,
      employeeId: user.employeeId,
      companyId: user.companyId,
      selectedTerritoryId: fields.fromTerritoryId,
    },
  }),
  select: (saved) => saved,
});

export const deleteJourneyMutation = defineMutation({
  ...CHANGE,
  call: sfcDelete,
  request: (user, { stpfcId, stpfcDetailid }: JourneyTarget) => ({
    query: { stpfcId, stpfcDetailid, employeeId: user.employeeId, sequenceNo: 1 },
  }),
  select: (response) => response.message,
});

/** Sends the chart's drafts for approval (spec section 4: submit sends all Draft rows). */
export const submitChartMutation = defineMutation({
  ...CHANGE,
  call: sfcSubmit,
  request: (user, { stpfcId, stpfcDetailIds }: { stpfcId: number; stpfcDetailIds: number[] }) => ({
    body: {
      stpfcDetailIds,
      employeeId: user.employeeId,
      companyId: user.companyId,
      effectiveDate: '',
      stpfcId,
    },
  }),
  select: (response) => response,
});
