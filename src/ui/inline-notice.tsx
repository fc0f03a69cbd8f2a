// A write's outcome beside the form that caused it (a mutation that shows 'inline'): the one
// component every screen places it with.
import type { Notice } from '../lib/notices';
import { useText } from '../lib/use-text';

export function InlineNotice({
  notice,
  isBoxed = false,
  className,
}: {
  notice: Notice | undefined;
  /** In a coloured box of its own (My Expense), rather than a line of text under a form. */
  isBoxed?: boolean;
  className?: string;
}) {
  const t = useText();
  if (!notice) return null;
  const look = isBoxed
    ? `notice-box${notice.isError ? ' notice-box--error' : ''}`
    : notice.isError
      ? 'error-text'
      : 'muted';
  return (
    <p className={className ? `${look} ${className}` : look} role={notice.isError ? 'alert' : 'status'}>
      {t(notice.text)}
    </p>
  );
}
