// The approver's claims as rows (issue 38): a table on the desktop, cards on a phone, each with its
// checks by kind and, for a clean claim, a box to approve it with others.
import { useState } from 'react';
import { Link } from 'wouter';
import { claimStatusText } from '../../contract/claim-texts';
import type { TExpenseApprovalItem } from '../../contract/expense-approvals';
import { FLAG_KINDS, type TFlagCounts } from '../../contract/flags';
import { useLanguage, useText } from '../../lib/use-text';
import { claimMonthIn, listDateIn } from '../../pure/calendar-texts';
import { formatRupees } from '../../pure/money';
import type { Text } from '../../pure/texts';
import { ForLabel } from '../../ui/for-label';
import { openRowLink } from '../../ui/row-link';
import { flagTotal, isClean } from './claim-list';
import { CLAIM_LIST_TEXTS as T } from './claim-list-texts';

export interface ListProps {
  claims: TExpenseApprovalItem[];
  selected: ReadonlySet<number>;
  toggle: (expenseId: number) => void;
}

/** The area range as the company names it: 'Territory', 'Area', 'Region' or 'Zone'. */
const RANGES: Record<string, Text> = {
  Territory: T.rangeTerritory,
  Area: T.rangeArea,
  Region: T.rangeRegion,
  Zone: T.rangeZone,
};

// The designation and grade are the company's own names (its data, as a city's is): translate="no".

/** A claim's words in the reader's language: its month, submitted date, range and status. */
function useClaimWords() {
  const t = useText();
  const language = useLanguage();
  return (claim: TExpenseApprovalItem) => ({
    month: claimMonthIn(claim.monthYear, language),
    submitted: listDateIn(claim.submittedDate, language),
    range: t(RANGES[claim.hirarchyType] ?? claim.hirarchyType),
    // At level 2 the server says 'Submitted (level 1 approved)' (waiting-list.ts).
    status: t(claim.level_id === 2 ? T.statusLevel1Approved : claimStatusText(claim.status)),
  });
}

function ClaimLink({ claim }: { claim: TExpenseApprovalItem }) {
  const month = claimMonthIn(claim.monthYear, useLanguage());
  return (
    <>
      <Link href={`/expense-details/${claim.expenseId}`} aria-label={`${claim.employeeName}, ${month}`}>
        {claim.employeeName}
      </Link>
      <ForLabel name={claim.forName} />
    </>
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

export function ClaimsTable({ claims, selected, toggle }: ListProps) {
  const t = useText();
  const wordsOf = useClaimWords();
  return (
    // More columns than fit beside the menu on a 1024 px screen: the table scrolls in its own box
    // there, never the page.
    <div className="approvals-table-wrap">
      <table className="approvals-table card" aria-label={t(T.tableLabel)}>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t(T.approveSelected)}</span>
            </th>
            <th scope="col">{t(T.employeeName)}</th>
            <th scope="col">{t(T.checks)}</th>
            <th scope="col" className="number">
              {t(T.amount)}
            </th>
            <th scope="col">{t(T.hierarchyType)}</th>
            <th scope="col">{t(T.hierarchyName)}</th>
            <th scope="col">{t(T.designGrade)}</th>
            <th scope="col">{t(T.monthYear)}</th>
            <th scope="col">{t(T.submittedDate)}</th>
            <th scope="col" className="number">
              {t(T.submittedTotal)}
            </th>
            <th scope="col">{t(T.status)}</th>
          </tr>
        </thead>
        <tbody>
          {claims.map((claim) => {
            const words = wordsOf(claim);
            return (
              <tr
                key={claim.expenseId}
                data-testid="expense-claim"
                className="row-link"
                onClick={openRowLink}
              >
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
                <td>{words.range}</td>
                <td>{claim.hirarchyName}</td>
                <td translate="no">{claim.desigGrade}</td>
                <td>{words.month}</td>
                <td>{words.submitted}</td>
                <td className="number">{formatRupees(claim.submittedTotal)}</td>
                <td>{words.status}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function ClaimCards({ claims, selected, toggle }: ListProps) {
  const t = useText();
  return (
    <ul className="approval-cards" aria-label={t(T.tableLabel)}>
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
  const words = useClaimWords()(claim);
  const [isOpen, setIsOpen] = useState(false);
  const detailsId = `claim-${claim.expenseId}`;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard opens the claim by its link; the card's click is a larger target for the same link.
    <li className="approval-card card claim-card row-link" data-testid="expense-claim" onClick={openRowLink}>
      <div className="claim-card__head">
        <SelectBox claim={claim} selected={selected} toggle={toggle} />
        <div className="claim-card__who">
          <ClaimLink claim={claim} />
          <span className="claim-card__month">{words.month}</span>
        </div>
        <span className="claim-card__total">
          <span className="visually-hidden">{t(T.amount)} </span>
          {formatRupees(claim.amount)}
        </span>
      </div>
      <Checks counts={claim.flagCounts} spelt />
      <span className="approval-status">{words.status}</span>
      <button
        type="button"
        className="link-button claim-card__toggle"
        aria-expanded={isOpen}
        aria-controls={detailsId}
        onClick={() => setIsOpen((value) => !value)}
      >
        {t(isOpen ? T.hideDetails : T.showDetails)}
        <span className="visually-hidden">
          {' '}
          {t(T.ofClaim({ name: claim.employeeName, month: words.month }))}
        </span>
      </button>
      {isOpen && (
        <dl id={detailsId} className="line-card__facts">
          <div>
            <dt>{t(T.hierarchyType)}</dt>
            <dd>{words.range}</dd>
          </div>
          <div>
            <dt>{t(T.hierarchyName)}</dt>
            <dd>{claim.hirarchyName}</dd>
          </div>
          <div>
            <dt>{t(T.designGrade)}</dt>
            <dd translate="no">{claim.desigGrade}</dd>
          </div>
          <div>
            <dt>{t(T.submittedDate)}</dt>
            <dd>{words.submitted}</dd>
          </div>
          {claim.submittedTotal !== claim.amount && (
            <div>
              <dt>{t(T.submittedTotal)}</dt>
              <dd>{formatRupees(claim.submittedTotal)}</dd>
            </div>
          )}
        </dl>
      )}
    </li>
  );
}
