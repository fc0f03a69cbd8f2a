// /expense-approval 'Expense Approval': the expense months waiting for the signed-in approver,
// each with the money this level approves and its checks (issue 38); an employee's name opens the
// month at /expense-details/{expenseId}. Clean claims can be ticked and approved together.
import { useMemo, useState } from 'react';
import { useIsDesktop } from '../../lib/media';
import { useMutation } from '../../lib/server-mutation';
import { useQuery } from '../../lib/use-query';
import { useLanguage, useText } from '../../lib/use-text';
import { claimMonthIn } from '../../pure/calendar-texts';
import { formatRupees } from '../../pure/money';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { PageHeader } from '../../ui/page-header';
import { approveSelectedMutation } from './approval-mutations';
import { expenseListQuery } from './approval-queries';
import { claimMonths, isClean, type Show, type Sort, shownClaims } from './claim-list';
import { ClaimCards, ClaimsTable } from './claim-list-rows';
import { CLAIM_LIST_TEXTS as T } from './claim-list-texts';
import { Loading } from './stpfc-approval-page';
import './approvals.css';

export default function ExpenseApprovalPage() {
  const t = useText();
  const language = useLanguage();
  const isDesktop = useIsDesktop();
  const { data: claims, isLoading, error } = useQuery(expenseListQuery);
  const approve = useMutation(approveSelectedMutation);
  const [show, setShow] = useState<Show>('all');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>('oldest');
  const [month, setMonth] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [isConfirming, setIsConfirming] = useState(false);
  const [isSending, setIsSending] = useState(false);

  const shown = useMemo(
    () => shownClaims(claims ?? [], { show, search, sort, month }),
    [claims, show, search, sort, month],
  );
  // Only clean claims still listed count: a claim that moved on or gained a flag drops out.
  const chosen = (claims ?? []).filter((claim) => selected.has(claim.expenseId) && isClean(claim));
  const total = chosen.reduce((sum, claim) => sum + Math.round(claim.amount * 100), 0) / 100;
  const toggle = (expenseId: number) =>
    setSelected((before) => {
      const next = new Set(before);
      if (!next.delete(expenseId)) next.add(expenseId);
      return next;
    });

  async function approveChosen() {
    setIsConfirming(false);
    setIsSending(true);
    // One call per level (an approver may wait at both levels of different claims).
    for (const levelId of new Set(chosen.map((claim) => claim.level_id))) {
      const expenseIds = chosen.filter((claim) => claim.level_id === levelId).map((claim) => claim.expenseId);
      const result = await approve.run({ levelId, expenseIds });
      if (!result.ok) break;
    }
    setSelected(new Set());
    setIsSending(false);
  }

  const list = { claims: shown, selected, toggle };
  return (
    <section className="page approvals">
      <PageHeader title={t(T.title)} />
      {isLoading && !claims && <Loading />}
      {error && !claims && <p className="error-text">{error}</p>}
      {claims?.length === 0 && <p className="approvals__empty">{t(T.noData)}</p>}
      {claims && claims.length > 0 && (
        <>
          <div className="claim-filters">
            <label>
              <span>{t(T.month)}</span>
              <select className="input" value={month} onChange={(event) => setMonth(event.target.value)}>
                <option value="">{t(T.allMonths)}</option>
                {claimMonths(claims).map((label) => (
                  <option key={label} value={label}>
                    {claimMonthIn(label, language)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span>{t(T.show)}</span>
              <select
                className="input"
                value={show}
                onChange={(event) => setShow(event.target.value as Show)}
              >
                <option value="all">{t(T.all)}</option>
                <option value="flagged">{t(T.flagged)}</option>
                <option value="clean">{t(T.clean)}</option>
              </select>
            </label>
            <label>
              <span>{t(T.search)}</span>
              <input
                className="input"
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </label>
            <label>
              <span>{t(T.sort)}</span>
              <select
                className="input"
                value={sort}
                onChange={(event) => setSort(event.target.value as Sort)}
              >
                <option value="oldest">{t(T.oldestFirst)}</option>
                <option value="newest">{t(T.newestFirst)}</option>
              </select>
            </label>
          </div>
          <div className="claim-bulk">
            <span aria-live="polite">{t(T.selectedCount({ count: chosen.length }))}</span>
            <button
              type="button"
              className="button"
              disabled={chosen.length === 0 || isSending}
              onClick={() => setIsConfirming(true)}
            >
              {t(T.approveSelected)}
            </button>
            <span className="claim-bulk__note">{t(T.flaggedNote)}</span>
          </div>
          {shown.length === 0 && <p className="approvals__empty">{t(T.noneMatch)}</p>}
          {shown.length > 0 && (isDesktop ? <ClaimsTable {...list} /> : <ClaimCards {...list} />)}
        </>
      )}
      {isConfirming && (
        <ConfirmDialog
          title={t(T.confirmTitle)}
          confirmText={t(T.confirm)}
          cancelText={t(T.cancel)}
          onConfirm={() => void approveChosen()}
          onCancel={() => setIsConfirming(false)}
        >
          <p>{t(T.confirmText({ count: chosen.length, total: formatRupees(total) }))}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
