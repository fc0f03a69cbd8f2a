// /tp-approval 'TP Approval' (issue 42): the manager's team and each one's tour programme of the
// month, with its status (Not submitted, Submitted, Late, Approved, Returned); a plan opens by name.
import { useState } from 'react';
import { Link } from 'wouter';
import type { TTpTeamPlan } from '../../contract/tour-programme';
import { useIsDesktop } from '../../lib/media';
import { PATHS } from '../../lib/paths';
import { useQuery } from '../../lib/use-query';
import { useLanguage, useText } from '../../lib/use-text';
import { businessDate, monthOf } from '../../pure/calendar';
import { monthLabelIn } from '../../pure/calendar-texts';
import { ForLabel } from '../../ui/for-label';
import { PageHeader } from '../../ui/page-header';
import { statusText } from './tp-day-parts';
import { tpTeamQuery } from './tp-queries';
import { TP_SCREEN_TEXTS as TP } from './tp-texts';
import './tp.css';
import { openRowLink } from '../../ui/row-link';

export default function TpApprovalPage() {
  const t = useText();
  const language = useLanguage();
  const isDesktop = useIsDesktop();
  const today = businessDate();
  const months = [monthOf(today), monthOf(today, 1)];
  const [index, setIndex] = useState(1);
  const month = months[index] ?? months[1];
  const { data: plans, isLoading, error } = useQuery(tpTeamQuery, month ?? null);
  const label = month ? monthLabelIn(month, language) : '';

  return (
    <section className="page tp">
      <PageHeader title={t(TP.approvalTitle)} />
      <fieldset className="tp__months">
        <legend className="visually-hidden">{t(TP.month)}</legend>
        {months.map((option, at) => (
          <button
            key={option.month}
            type="button"
            className="chip"
            aria-pressed={at === index}
            onClick={() => setIndex(at)}
          >
            {monthLabelIn(option, language)}
          </button>
        ))}
      </fieldset>
      {isLoading && !plans && <p className="muted">{t(TP.loading)}</p>}
      {error && !plans && <p className="error-text">{t(TP.teamUnavailable)}</p>}
      {plans?.length === 0 && <p className="empty-state">{t(TP.noPlans)}</p>}
      {plans &&
        plans.length > 0 &&
        (isDesktop ? (
          <PlansTable plans={plans} caption={t(TP.team({ month: label }))} />
        ) : (
          <PlanCards plans={plans} caption={t(TP.team({ month: label }))} />
        ))}
    </section>
  );
}

function PlanStatus({ plan }: { plan: TTpTeamPlan }) {
  const t = useText();
  return (
    <>
      {t(statusText(plan.status))}
      {plan.isLate && <span className="tp__late">{t(TP.late)}</span>}
      {plan.hasChangeRequest && <span className="tp__tag">{t(TP.changeRequestedTag)}</span>}
    </>
  );
}

function PlanName({ plan }: { plan: TTpTeamPlan }) {
  const t = useText();
  if (plan.planId === null || plan.status === 'N' || plan.status === 'D') {
    return (
      <>
        {plan.employeeName}
        <ForLabel name={plan.forName} />
      </>
    );
  }
  return (
    <>
      <Link href={`${PATHS.tpApproval}/${plan.planId}`} aria-label={t(TP.open({ name: plan.employeeName }))}>
        {plan.employeeName}
      </Link>
      <ForLabel name={plan.forName} />
    </>
  );
}

function PlansTable({ plans, caption }: { plans: TTpTeamPlan[]; caption: string }) {
  const t = useText();
  return (
    <div className="tp-table-wrap">
      <table className="tp-table card" aria-label={caption}>
        <thead>
          <tr>
            <th scope="col">{t(TP.employeeName)}</th>
            <th scope="col">{t(TP.employeeCode)}</th>
            <th scope="col">{t(TP.territory)}</th>
            <th scope="col">{t(TP.designation)}</th>
            <th scope="col">{t(TP.status)}</th>
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => (
            <tr key={plan.employeeId} data-testid="tp-plan" className="row-link" onClick={openRowLink}>
              <th scope="row">
                <PlanName plan={plan} />
              </th>
              <td>{plan.empCode}</td>
              <td>{plan.territory}</td>
              <td>{plan.designation}</td>
              <td>
                <PlanStatus plan={plan} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PlanCards({ plans, caption }: { plans: TTpTeamPlan[]; caption: string }) {
  return (
    <ul className="tp-cards" aria-label={caption}>
      {plans.map((plan) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard opens the plan by its link; the card's click is a larger target for the same link.
        <li
          key={plan.employeeId}
          className="card tp-plan-card row-link"
          data-testid="tp-plan"
          onClick={openRowLink}
        >
          <strong>
            <PlanName plan={plan} />
          </strong>
          <span className="muted">
            {plan.empCode} · {plan.territory}
          </span>
          <span>
            <PlanStatus plan={plan} />
          </span>
        </li>
      ))}
    </ul>
  );
}
