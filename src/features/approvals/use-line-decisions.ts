// The approver's choice on each line of a claim or a fare chart. A new answer starts them again, in
// the render that shows it: reset in an effect, it could land after the approver's first click and
// undo it (an answer renders as a transition, and its effects run a moment later). `keepChoices`
// asks the next answer to keep them instead (the claim or chart changed under the approver): a line
// still there keeps its choice and a new one starts at its default.
import { useState } from 'react';
import type { LineErrors } from './approval-lines';

export function useLineDecisions<L, D>(
  data: unknown,
  lines: readonly L[],
  idOf: (line: L) => number,
  initial: (line: L) => D,
  errorsOf: (line: L, decision: D) => LineErrors,
) {
  const [decisions, setDecisions] = useState<Record<number, D>>({});
  const [errors, setErrors] = useState<Record<number, LineErrors>>({});
  const [isKeeping, setIsKeeping] = useState(false);
  const [decidedOn, setDecidedOn] = useState(data);
  if (decidedOn !== data) {
    setDecidedOn(data);
    setIsKeeping(false);
    setErrors({});
    setDecisions((current) =>
      Object.fromEntries(
        lines.map((line) => [idOf(line), (isKeeping ? current[idOf(line)] : undefined) ?? initial(line)]),
      ),
    );
  }
  const decisionOf = (line: L) => decisions[idOf(line)] ?? initial(line);
  function change(line: L, decision: D) {
    setDecisions((current) => ({ ...current, [idOf(line)]: decision }));
    setErrors((current) => ({ ...current, [idOf(line)]: errorsOf(line, decision) }));
  }
  return { decisionOf, errors, setErrors, change, keepChoices: () => setIsKeeping(true) };
}
