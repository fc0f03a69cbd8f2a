// The line under a bill's amount that tells its limit, or warns that it is over (issue 37).
import { useText } from '../../lib/use-text';
import type { LimitNotice } from './bill-limit';

export function LimitNote({ notice, id }: { notice: LimitNotice | null; id?: string }) {
  const t = useText();
  if (!notice) return null;
  return (
    <p id={id} className={notice.isOver ? 'limit-note limit-note--over' : 'limit-note'} role="status">
      {t(notice.text)}
    </p>
  );
}
