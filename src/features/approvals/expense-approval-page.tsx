// /expense-approval 'Expense Approval': the expense months waiting for the signed-in approver; an
// employee's name opens the month at /expense-details/{expenseId}.
import { useState } from 'react';
import { Link } from 'wouter';
import type { TExpenseApprovalItem } from '../../contract/expense-approvals';
import { useIsDesktop } from '../../lib/media';
import { useQuery } from '../../lib/use-query';
import { formatRupees } from '../../pure/money';
import { PageHeader } from '../../ui/page-header';
import { expenseListQuery, NO_DATA } from './approval-queries';
import { Loading } from './stpfc-approval-page';
import './approvals.css';

export default function ExpenseApprovalPage() {
  const isDesktop = useIsDesktop();
  const { data: claims, isLoading, error } = useQuery(expenseListQuery);

  return (
    <section className="page approvals">
      <PageHeader title="Expense Approval" />
      {isLoading && !claims && <Loading />}
      {error && !claims && <p className="error-text">{error}</p>}
      {claims?.length === 0 && <p className="approvals__empty">{NO_DATA}</p>}
      {claims &&
        claims.length > 0 &&
        (isDesktop ? <ClaimsTable claims={claims} /> : <ClaimCards claims={claims} />)}
    </section>
  );
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

function ClaimsTable({ claims }: { claims: TExpenseApprovalItem[] }) {
  return (
    // Eight columns are wider than the content beside the menu on a 1024 px screen: the table
    // scrolls in its own box there, never the page.
    <div className="approvals-table-wrap">
      <table className="approvals-table card" aria-label="Expense claims waiting for approval">
        <thead>
          <tr>
            <th scope="col">Employee Name</th>
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
              <th scope="row">
                <ClaimLink claim={claim} />
              </th>
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

function ClaimCards({ claims }: { claims: TExpenseApprovalItem[] }) {
  return (
    <ul className="approval-cards" aria-label="Expense claims waiting for approval">
      {claims.map((claim) => (
        <ClaimCard key={claim.expenseId} claim={claim} />
      ))}
    </ul>
  );
}

/** Three columns (who, month, status) and the rest behind a toggle (spec section 2). */
function ClaimCard({ claim }: { claim: TExpenseApprovalItem }) {
  const [isOpen, setIsOpen] = useState(false);
  const detailsId = `claim-${claim.expenseId}`;
  return (
    <li className="approval-card card" data-testid="expense-claim">
      <div className="claim-card__columns">
        <div>
          <span className="claim-card__label">Employee Name</span>
          <ClaimLink claim={claim} />
        </div>
        <div>
          <span className="claim-card__label">Month/Year</span>
          <span>{claim.monthYear}</span>
          <span className="claim-card__total">
            <span className="visually-hidden">Submitted Total </span>
            {formatRupees(claim.submittedTotal)}
          </span>
        </div>
        <div>
          <span className="claim-card__label">Status</span>
          <span className="approval-status">{claim.status}</span>
        </div>
      </div>
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
        </dl>
      )}
    </li>
  );
}
