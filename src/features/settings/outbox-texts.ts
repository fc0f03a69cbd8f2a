// What /setting says about an outbox request: its kind, its state in words, and when things happened.
import type { OutboxItem, OutboxKind } from '../../lib/db';
import { formatDateTimeIn } from '../../pure/calendar-texts';
import type { TextLanguage } from '../../pure/messages';
import type { Text } from '../../pure/texts';
import { SETTINGS_TEXTS } from './settings-texts';

const KIND_TEXTS: Record<OutboxKind, Text> = {
  'bill-upload': SETTINGS_TEXTS.kindBillUpload,
  'bill-update': SETTINGS_TEXTS.kindBillUpdate,
  'bill-delete': SETTINGS_TEXTS.kindBillDelete,
  'bill-attach': SETTINGS_TEXTS.kindBillAttach,
  'call-save': SETTINGS_TEXTS.kindCallSave,
  'call-delete': SETTINGS_TEXTS.kindCallDelete,
  'tp-day-save': SETTINGS_TEXTS.kindTpDaySave,
  'tp-copy': SETTINGS_TEXTS.kindTpCopy,
  'expense-decision': SETTINGS_TEXTS.kindExpenseDecision,
  'chart-decision': SETTINGS_TEXTS.kindChartDecision,
  'tp-decision': SETTINGS_TEXTS.kindTpDecision,
};

export function kindText(kind: OutboxKind): Text {
  return KIND_TEXTS[kind];
}

export function stateText(item: OutboxItem): Text {
  switch (item.state) {
    case 'sending':
      return SETTINGS_TEXTS.stateSending;
    case 'failed':
      return SETTINGS_TEXTS.stateFailed;
    case 'done':
      return SETTINGS_TEXTS.stateDone;
    case 'queued':
      return item.attempts > 0 ? SETTINGS_TEXTS.stateRetrying : SETTINGS_TEXTS.stateQueued;
  }
}

/** e.g. '22 Nov 2026, 3:04 pm': the spec's list date with the time, which matters for retries. */
export function formatWhen(epochMs: number, language: TextLanguage): string {
  return formatDateTimeIn(new Date(epochMs).toISOString(), language);
}
