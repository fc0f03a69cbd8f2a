// What the fare chart writes (spec sections 4 to 6): add, edit, delete and submit journeys. Each
// reloads the chart once it is done, or refused as stale (409). A success is the overlay's word
// ('Added'); a refusal the server's text and a failure the spec's, in an alert (spec section 8).
import { sfcAdd, sfcDelete, sfcEditSave, sfcSubmit, type TSfcJourneyRow } from '../../contract/fare-chart';
import { defineMutation } from '../../lib/server-mutation';
import { renderText } from '../../pure/texts';
import type { journeyBody } from './sfc-form';
import { sfcRowsQuery } from './sfc-queries';
import { SFC_SCREEN_TEXTS } from './sfc-texts';

/** A save that failed for any reason but a refusal the server explains (spec section 8). */
export const COULD_NOT_CONNECT = renderText(SFC_SCREEN_TEXTS.couldNotConnect, 'en');

type JourneyFields = ReturnType<typeof journeyBody>;
/** The journey a change is for. */
export type JourneyTarget = Pick<TSfcJourneyRow, 'stpfcId' | 'stpfcDetailid'>;

const SHOWS = { success: 'popup', failure: 'alert' } as const;
const SAVE = {
  failureText: SFC_SCREEN_TEXTS.couldNotConnect,
  shows: SHOWS,
  invalidates: [sfcRowsQuery],
} as const;
const CHANGE = {
  failureText: SFC_SCREEN_TEXTS.somethingWentWrong,
  shows: SHOWS,
  invalidates: [sfcRowsQuery],
} as const;

export const addJourneyMutation = defineMutation({
  ...SAVE,
  call: sfcAdd,
  successText: SFC_SCREEN_TEXTS.added,
  request: (user, { fields, stpfcId }: { fields: JourneyFields; stpfcId: number }) => ({
    body: { ...fields, employeeId: user.employeeId, companyId: user.companyId, stpfcId },
  }),
  select: (saved) => saved,
});

export const editJourneyMutation = defineMutation({
  ...SAVE,
  call: sfcEditSave,
  successText: SFC_SCREEN_TEXTS.updated,
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
  successText: SFC_SCREEN_TEXTS.deleted,
  request: (user, { stpfcId, stpfcDetailid }: JourneyTarget) => ({
    query: { stpfcId, stpfcDetailid, employeeId: user.employeeId, sequenceNo: 1 },
  }),
  select: (response) => response.message,
});

/** Sends the chart's drafts for approval (spec section 4: submit sends all Draft rows). */
export const submitChartMutation = defineMutation({
  ...CHANGE,
  call: sfcSubmit,
  successText: SFC_SCREEN_TEXTS.submitted,
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
