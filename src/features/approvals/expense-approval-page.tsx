// /expense-approval 'Expense Approval': the expense months waiting for the signed-in approver,
// each with the money this level approves and its checks (issue 38); an employee's name opens the
// month at /expense-details/{expenseId}. Clean claims can be ticked and approved together.
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import type { TExpenseApprovalItem } from '../../contract/expense-approvals';
import { FLAG_KINDS, type TFlagCounts } from '../../contract/flags';
import { useIsDesktop } from '../../lib/media';
import { useMutation } from '../../lib/server-mutation';
import { useQuery } from '../../lib/use-query';
import { useText } from '../../lib/use-text';
import { formatRupees } from '../../pure/money';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { PageHeader } from '../../ui/page-header';
import { approveSelectedMutation } from './approval-mutations';
import { expenseListQuery, NO_DATA } from './approval-queries';
import { claimMonths, flagTotal, isClean, type Show, type Sort, shownClaims } from './claim-list';
import { CLAIM_LIST_TEXTS as T } from './claim-list-texts';
import { Loading } from './stpfc-approval-page';
import './approvals.css';

export default function ExpenseApprovalPage() {
  const t = useText();
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
    () => shownClaims(claims ?? [], { show, search, sort }),
    [claims, show, search, sort],
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
      <PageHeader title="Expense Approval" />
      {isLoading && !claims && <Loading />}
      {error && !claims && <p className="error-text">{error}</p>}
      {claims?.length === 0 && <p className="approvals__empty">{NO_DATA}</p>}
      {claims && claims.length > 0 && (
        <>
          <div className="claim-filters">
            <label>
              <span>{t(T.month)}</span>
              <select className="input" value={month} onChange={(event) => setMonth(event.target.value)}>
                <option value="">{t(T.allMonths)}</option>
                {claimMonths(claims).map((label) => (
                  <option key={label} value={label}>
                    {label}
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

interface ListProps {
  claims: TExpenseApprovalItem[];
  selected: ReadonlySet<number>;
  toggle: (expenseId: number) => void;
}

function ClaimLink({ claim }: { claim: TExpenseApprovalItem }) {
  return (
    <Link
      href={`/expense-details/${claim.expenseId}`}
      aria-label={`${claim.employeeName}, ${claim.monthYear}`}
    >
      {claim.employeeName}
    </Link>
  );
}

/** A checkbox on a clean claim; a flagged one has none (it is judged day by day). */
function SelectBox({ claim, selected, toggle }: { claim: TExpenseApprovalItem } & Omit<ListProps, 'claims'>) {
  const t = useText();
  if (!isClean(claim)) return null;
  return (
    <input
      type="checkbox"
      className="claim-select"
      checked={selected.has(claim.expenseId)}
      onChange={() => toggle(claim.expenseId)}
      aria-label={t(T.select({ name: claim.employeeName, month: claim.monthYear }))}
    />
  );
}

/** 'No flags', or the count with each kind named: in a title on a desktop, spelt out on a phone. */
function Checks({ counts, spelt }: { counts: TFlagCounts; spelt: boolean }) {
  const t = useText();
  const total = flagTotal(counts);
  if (total === 0) return <span className="claim-checks claim-checks--clean">{t(T.noFlags)}</span>;
  const kinds = FLAG_KINDS.filter((kind) => counts[kind] > 0)
    .map((kind) => t(T.kindCount({ kind: t(T[kind]), count: counts[kind] })))
    .join(', ');
  return (
    <span className="claim-checks claim-checks--flagged" title={spelt ? undefined : kinds}>
      {t(T.flagCount({ count: total }))}
      {spelt ? (
        <span className="claim-checks__kinds">{kinds}</span>
      ) : (
        <span className="visually-hidden">: {kinds}</span>
      )}
    </span>
  );
}

function ClaimsTable({ claims, selected, toggle }: ListProps) {
  const t = useText();
  return (
    // More columns than fit beside the menu on a 1024 px screen: the table scrolls in its own box
    // there, never the page.
    <div className="approvals-table-wrap">
      <table className="approvals-table card" aria-label="Expense claims waiting for approval">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t(T.approveSelected)}</span>
            </th>
            <th scope="col">Employee Name</th>
            <th scope="col">{t(T.checks)}</th>
            <th scope="col" className="number">
              {t(T.amount)}
            </th>
            <th scope="col">Hierarchy Type</th>
            <th scope="col">Hierarchy Name</th>
            <th scope="col">Design/Grade</th>
            <th scope="col">Month/Year</th>
            <th scope="col">Submitted Date</th>
            <th scope="col" className="number">
              Submitted Total
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {claims.map((claim) => (
            <tr key={claim.expenseId} data-testid="expense-claim">
              <td>
                <SelectBox claim={claim} selected={selected} toggle={toggle} />
              </td>
              <th scope="row">
                <ClaimLink claim={claim} />
              </th>
              <td>
                <Checks counts={claim.flagCounts} spelt={false} />
              </td>
              <td className="number">{formatRupees(claim.amount)}</td>
              <td>{claim.hirarchyType}</td>
              <td>{claim.hirarchyName}</td>
              <td>{claim.desigGrade}</td>
              <td>{claim.monthYear}</td>
              <td>{claim.submittedDate}</td>
              <td className="number">{formatRupees(claim.submittedTotal)}</td>
              <td>{claim.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ClaimCards({ claims, selected, toggle }: ListProps) {
  return (
    <ul className="approval-cards" aria-label="Expense claims waiting for approval">
      {claims.map((claim) => (
        <ClaimCard key={claim.expenseId} claim={claim} selected={selected} toggle={toggle} />
      ))}
    </ul>
  );
}

/**
 * A phone card in rows that never squeeze: who and the month, the money on a line of its own,
 * the checks spelt out, the status; the rest behind a toggle (spec section 2).
 */
function ClaimCard({ claim, selected, toggle }: { claim: TExpenseApprovalItem } & Omit<ListProps, 'claims'>) {
  const t = useText();
  const [isOpen, setIsOpen] = useState(false);
  const detailsId = `claim-${claim.expenseId}`;
  return (
    <li className="approval-card card claim-card" data-testid="expense-claim">
      <div className="claim-card__head">
        <SelectBox claim={claim} selected={selected} toggle={toggle} />
        <div className="claim-card__who">
          <ClaimLink claim={claim} />
          <span className="claim-card__month">{claim.monthYear}</span>
        </div>
        <span className="claim-card__total">
          <span className="visually-hidden">{t(T.amount)} </span>
          {formatRupees(claim.amount)}
        </span>
      </div>
      <Checks counts={claim.flagCounts} spelt />
      <span className="approval-status">{claim.status}</span>
      <button
        type="button"
        className="link-button claim-card__toggle"
        aria-expanded={isOpen}
        aria-controls={detailsId}
        onClick={() => setIsOpen((value) => !value)}
      >
        {isOpen ? 'Hide details' : 'Show details'}
        <span className="visually-hidden">
          {' '}
          of {claim.employeeName}, {claim.monthYear}
        </span>
      </button>
      {isOpen && (
        <dl id={detailsId} className="line-card__facts">
          <div>
            <dt>Hierarchy Type</dt>
            <dd>{claim.hirarchyType}</dd>
          </div>
          <div>
            <dt>Hierarchy Name</dt>
            <dd>{claim.hirarchyName}</dd>
          </div>
          <div>
            <dt>Design/Grade</dt>
            <dd>{claim.desigGrade}</dd>
          </div>
          <div>
            <dt>Submitted Date</dt>
            <dd>{claim.submittedDate}</dd>
          </div>
          {claim.submittedTotal !== claim.amount && (
            <div>
              <dt>Submitted Total</dt>
              <dd>{formatRupees(claim.submittedTotal)}</dd>
            </div>
          )}
        </dl>
      )}
    </li>
  );
}
