// What both tour programme screens show of a day: its date with the weekday, and what was planned.
import type { TTpDay, TWorkType } from '../../contract/tour-programme';
import { useLanguage, useText } from '../../lib/use-text';
import { formatListDateIn } from '../../pure/calendar-texts';
import type { Text } from '../../pure/texts';
import { TP_SCREEN_TEXTS as TP } from './tp-texts';

const WEEKDAYS: Text[] = [
  TP.weekday0,
  TP.weekday1,
  TP.weekday2,
  TP.weekday3,
  TP.weekday4,
  TP.weekday5,
  TP.weekday6,
];

/** The work types in the reader's language. */
export const WORK_TYPE_TEXTS: Record<TWorkType, Text> = {
  'Field Work': TP.workFieldWork,
  Meeting: TP.workMeeting,
  Training: TP.workTraining,
  Leave: TP.workLeave,
  Office: TP.workOffice,
};

export function useDayLabel(): (date: string) => string {
  const t = useText();
  const language = useLanguage();
  return (date) => {
    const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] as Text;
    return `${t(weekday)} ${formatListDateIn(date, language)}`;
  };
}

/** The day's plan in a line or two: work type, route, customers, joint work; or why it has none. */
export function DayPlan({ day }: { day: TTpDay }) {
  const t = useText();
  if (day.isHoliday) {
    return <span className="muted">{day.holidayName === 'Sunday' ? t(TP.sunday) : day.holidayName}</span>;
  }
  if (!day.workType) return <span className="tp-day__empty">{t(TP.notPlanned)}</span>;
  return (
    <span className="tp-day__plan">
      <strong>{t(WORK_TYPE_TEXTS[day.workType])}</strong>
      {day.journey && (
        <span>
          {day.journey.fromCity} – {day.journey.toCity} ({day.journey.category})
        </span>
      )}
      {day.customers.length > 0 && (
        <span className="muted" title={day.customers.map((customer) => customer.name).join(', ')}>
          {t(TP.customerCount({ count: day.customers.length }))}
        </span>
      )}
      {day.isJointWork && <span className="muted">{t(TP.jointWorkShort)}</span>}
    </span>
  );
}

export function statusText(status: TTpDay['status'] | 'N'): Text {
  return { N: TP.statusN, D: TP.statusD, S: TP.statusS, A: TP.statusA, R: TP.statusR }[status];
}

/** A day's latest change request: waiting (with what it asks for) or rejected (with why). */
export function ChangeNote({ day }: { day: TTpDay }) {
  const t = useText();
  const { change } = day;
  if (!change || change.status === 'A') return null;
  if (change.status === 'R') {
    return (
      <span className="tp-day__rejected">
        {t(TP.changeRejectedBecause({ reason: change.decisionReason }))}
      </span>
    );
  }
  return (
    <span className="tp-day__change">
      <span className="tp-day__state">{t(TP.changeWaits)}</span>
      <DayPlan
        day={{
          ...day,
          workType: change.workType,
          journey: change.journey,
          customers: change.customers,
          isJointWork: change.isJointWork,
        }}
      />
      <span className="muted">{change.reason}</span>
    </span>
  );
}
