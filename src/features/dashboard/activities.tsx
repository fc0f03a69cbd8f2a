// My Activities (today's day and month, the time with AM/PM, pending tasks, unread notifications,
// today's calls for a field employee) and My Tasks.
import { useEffect, useState } from 'react';
import type { TPendingTask } from '../../contract/dashboard';

const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric' });
const monthFormat = new Intl.DateTimeFormat('en-IN', { month: 'long', weekday: 'long' });
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
  const [time, dayPeriod] = splitTime(now);
  const tiles = [
    { label: monthFormat.format(now), value: dayFormat.format(now), testId: 'activity-day' },
    { label: dayPeriod, value: time, testId: 'activity-time' },
    {
      label: 'Pending tasks',
      value: String(pendingTasks),
      testId: 'activity-tasks',
    },
    { label: 'Notifications', value: String(notifications), testId: 'activity-notifications' },
    ...(callsToday === undefined
      ? []
      : [{ label: 'Calls today', value: String(callsToday), testId: 'activity-calls' }]),
    ...(plannedCalls && plannedCalls.planned > 0
      ? [
          {
            label: 'Planned calls met',
            value: `${plannedCalls.met} of ${plannedCalls.planned}`,
            testId: 'activity-planned-calls',
          },
        ]
      : []),
  ];
  return (
    <section className="card" aria-labelledby="activities-title">
      <h2 id="activities-title" className="dashboard__card-title">
        My Activities
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

export const NO_TASKS = 'No Pending Tasks';

/** The draft fare chart journeys, 'from city → to city'. */
export function MyTasks({ tasks }: { tasks: TPendingTask[] }) {
  if (tasks.length === 0) return <p className="muted">{NO_TASKS}</p>;
  return (
    <ul className="dashboard__tasks">
      {tasks.map((task) => (
        <li key={task.stpfcDetailId} className="dashboard__task">
          {task.fromCityName} → {task.toCityName}
        </li>
      ))}
    </ul>
  );
}
