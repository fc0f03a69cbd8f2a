// What a decision was made on (issue 38 'Decisions offline'): a short fingerprint of the facts the
// approver judged. A decision made on one version and arriving on another, sent later from the
// outbox, is refused with 409; the approver looks again.
import { createHash } from 'node:crypto';

export function fingerprintOf(facts: unknown): string {
  return createHash('sha256').update(JSON.stringify(facts)).digest('hex').slice(0, 16);
}
