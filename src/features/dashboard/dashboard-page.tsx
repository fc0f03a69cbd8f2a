// /home 'My Expense Dashboard': this month's total, shortcuts, history, bill summary, activities, calendar.
import { useRef } from 'react';
import { useQuery } from '../../lib/use-query';
import { useText } from '../../lib/use-text';
import { useTodayCallCount } from '../../shared/calls';
import { useUnreadCount } from '../../shared/notifications';
import { PageHeader } from '../../ui/page-header';
import { MyActivities, MyTasks, useNow } from './activities';
import { dashboardQuery } from './dashboard-query';
import { DASHBOARD_TEXTS } from './dashboard-texts';
import { MonthCalendar } from './month-calendar';
import { BillSummary, ExpenseHistory, MonthTotalCard, Shortcuts } from './summary-cards';
import './dashboard.css';

export default function DashboardPage() {
  const t = useText();
  const { data, error, isLoading } = useQuery(dashboardQuery);
  const notifications = useUnreadCount();
  const callsToday = useTodayCallCount();
  const now = useNow();
  const tasksRef = useRef<HTMLElement>(null);

  const onPendingTasks = () => {
    tasksRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    tasksRef.current?.focus({ preventScroll: true });
  };

  return (
    <section className="page dashboard">
      <PageHeader title={t(DASHBOARD_TEXTS.title)} />
      {error && (
        <p className="error-text dashboard__error" role="alert">
          {t(DASHBOARD_TEXTS.failed)}
        </p>
      )}
      {!data && isLoading && <p className="muted">{t(DASHBOARD_TEXTS.loading)}</p>}
      {data && (
        <div className="dashboard__grid">
          <div className="dashboard__column">
            <MonthTotalCard summary={data.expenseMain} />
            <Shortcuts onPendingTasks={onPendingTasks} />
            <ExpenseHistory summary={data.expenseMain} />
            <BillSummary summary={data.expenseMain} />
          </div>
          <div className="dashboard__column">
            <MyActivities
              now={now}
              pendingTasks={data.myTasks.length}
              notifications={notifications}
              callsToday={callsToday}
              plannedCalls={data.plannedCalls}
            />
            <MonthCalendar today={now} />
            <section
              ref={tasksRef}
              tabIndex={-1}
              className="card"
              aria-labelledby="tasks-title"
              id="my-tasks"
            >
              <h2 id="tasks-title" className="dashboard__card-title">
                {t(DASHBOARD_TEXTS.tasks)}
              </h2>
              <MyTasks tasks={data.myTasks} />
            </section>
          </div>
        </div>
      )}
    </section>
  );
}
