// What a form of administration says after a save: the server's message, or its refusal, beside
// the form that caused it (screens here show refusals in place, not as a shared alert).
import type { MutationResult } from '../../lib/server-mutation';

export type Outcome = { text: string; isError: boolean } | undefined;

export function outcomeOf(result: MutationResult<string>): Outcome {
  return result.ok ? { text: result.data, isError: false } : { text: result.message, isError: true };
}

export function OutcomeText({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return (
    <p className={outcome.isError ? 'error-text' : 'muted'} role="status">
      {outcome.text}
    </p>
  );
}
