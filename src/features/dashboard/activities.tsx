// My Activities (today's day and month, the time with AM/PM, pending tasks, unread notifications,
// today's calls for a field employee) and My Tasks.
import { useEffect, useState } from 'react';
import type { TPendingTask } from '../../contract/dashboard';
import { useText } from '../../lib/use-text';
import { CALENDAR_TEXTS, monthNameText } from '../../pure/calendar-texts';
import { DASHBOARD_TEXTS } from './dashboard-texts';

const WEEKDAY_TEXTS = [
  DASHBOARD_TEXTS.weekday0,
  DASHBOARD_TEXTS.weekday1,
  DASHBOARD_TEXTS.weekday2,
  DASHBOARD_TEXTS.weekday3,
  DASHBOARD_TEXTS.weekday4,
  DASHBOARD_TEXTS.weekday5,
  DASHBOARD_TEXTS.weekday6,
];
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });

/** The time now, moving on each minute. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function MyActivities({
  now,
  pendingTasks,
  notifications,
  callsToday,
  plannedCalls,
}: {
  now: Date;
  pendingTasks: number;
  notifications: number;
  /** Field employees only (issue 27): today's calls, those waiting to upload included. */
  callsToday?: number | undefined;
  /** Issue 42: this month's planned calls met so far, when the month has an approved plan. */
  plannedCalls?: { planned: number; met: number } | undefined;
}) {
  const t = useText();
  const [time, dayPeriod] = splitTime(now);
  const dayLabel = DASHBOARD_TEXTS.dayLabel({
    weekday: WEEKDAY_TEXTS[now.getDay()] ?? DASHBOARD_TEXTS.weekday0,
    month: monthNameText(now.getMonth() + 1),
  });
  const tiles = [
    { label: t(dayLabel), value: String(now.getDate()), testId: 'activity-day' },
    {
      label: t(dayPeriod === 'PM' ? CALENDAR_TEXTS.pm : CALENDAR_TEXTS.am).toUpperCase(),
      value: time,
      testId: 'activity-time',
    },
    {
      label: t(DASHBOARD_TEXTS.pendingTasks),
      value: String(pendingTasks),
      testId: 'activity-tasks',
    },
    {
      label: t(DASHBOARD_TEXTS.notifications),
      value: String(notifications),
      testId: 'activity-notifications',
    },
    ...(callsToday === undefined
      ? []
      : [{ label: t(DASHBOARD_TEXTS.callsToday), value: String(callsToday), testId: 'activity-calls' }]),
    ...(plannedCalls && plannedCalls.planned > 0
      ? [
          {
            label: t(DASHBOARD_TEXTS.plannedCallsMet),
            value: t(
              DASHBOARD_TEXTS.plannedValue({
                met: String(plannedCalls.met),
                planned: String(plannedCalls.planned),
              }),
            ),
            testId: 'activity-planned-calls',
          },
        ]
      : []),
  ];
  return (
    <section className="card" aria-labelledby="activities-title">
      <h2 id="activities-title" className="dashboard__card-title">
        {t(DASHBOARD_TEXTS.activities)}
      </h2>
      <ul className="dashboard__activities">
        {tiles.map((tile) => (
          <li key={tile.testId} className="dashboard__activity" data-testid={tile.testId}>
            <span className="dashboard__activity-value">{tile.value}</span>
            <span className="dashboard__activity-label">{tile.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** '9:05 AM' as ['9:05', 'AM']. */
function splitTime(now: Date): [string, string] {
  const parts = timeFormat.formatToParts(now);
  const period = parts.find((part) => part.type === 'dayPeriod')?.value ?? '';
  const time = parts
    .filter((part) => part.type !== 'dayPeriod')
    .map((part) => part.value)
    .join('')
    .trim();
  return [time, period.toUpperCase()];
}

/** The draft fare chart journeys, 'from city → to city'. */
export function MyTasks({ tasks }: { tasks: TPendingTask[] }) {
  const t = useText();
  if (tasks.length === 0) return <p className="muted">{t(DASHBOARD_TEXTS.noTasks)}</p>;
  return (
    <ul className="dashboard__tasks">
      {tasks.map((task) => (
        <li key={task.stpfcDetailId} className="dashboard__task" translate="no">
          {task.fromCityName} → {task.toCityName}
        </li>
      ))}
    </ul>
  );
}
