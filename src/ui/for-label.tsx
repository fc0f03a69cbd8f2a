// 'for Vikram Joshi' (issue 38): beside a row that waits for the caller only because they stand in
// for an approver who is away, and after a decider who decided for someone.
import { AWAY_TEXTS } from '../contract/away-texts';
import { useText } from '../lib/use-text';
import './for-label.css';

export function ForLabel({ name }: { name: string | null | undefined }) {
  const t = useText();
  if (!name) return null;
  return <span className="for-label"> {t(AWAY_TEXTS.forName({ name }))}</span>;
}
