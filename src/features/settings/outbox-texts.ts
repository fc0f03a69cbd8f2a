// What /setting says about an outbox request: its kind, its state in words, and when things happened.
import type { OutboxItem, OutboxKind } from '../../lib/db';

const KIND_TEXTS: Record<OutboxKind, string> = {
  'bill-upload': 'New bill',
  'bill-update': 'Bill change',
  'bill-delete': 'Bill deletion',
  'bill-attach': 'Bill attached to a day',
  'call-save': 'Call report',
  'call-delete': 'Call deletion',
};

export function kindText(kind: OutboxKind): string {
  return KIND_TEXTS[kind];
}

export function stateText(item: OutboxItem): string {
  switch (item.state) {
    case 'sending':
      return 'Uploading';
    case 'failed':
      return 'Failed';
    case 'done':
      return 'Uploaded';
    case 'queued':
      return item.attempts > 0 ? 'Waiting to retry' : 'Waiting to upload';
  }
}

const WHEN = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** e.g. '22 Nov 2026, 3:04 pm': the spec's list date with the time, which matters for retries. */
export function formatWhen(epochMs: number): string {
  return WHEN.format(epochMs);
}
