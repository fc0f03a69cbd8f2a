// The approver's 'Not as planned' flag (issue 42): a claimed day read against the approved plan of
// its month. A flag explains, never blocks (DESIGN.md section 9); days after today claim nothing.
import type { TFlag } from '../../../src/contract/flags';
import { FIELD_WORK, type TWorkType } from '../../../src/contract/tour-programme';
import { TP_TEXTS } from '../../../src/contract/tour-programme-texts';
import { businessDate } from '../../../src/pure/calendar';
import type { TextLanguage } from '../../../src/pure/messages';
import { renderText } from '../../../src/pure/texts';
import type { Queryable } from '../../db/database';

/** An approved day of the plan, with its journey's cities and category when it is field work. */
export interface PlannedDay {
  workType: TWorkType;
  fromCityId: number | null;
  toCityId: number | null;
  categoryId: number | null;
  /** 'Field Work, Pune to Satara (Out Station)' or 'Meeting'. */
  description: string;
}

/** A claimed day: its activity, category, and every city its route touches. */
export interface ClaimedDay {
  activity: string;
  categoryId: number | null;
  routeCityIds: readonly number[];
}

/** The plan's work types as My Expense names its activities; Leave is none of them. */
const ACTIVITY_OF: Record<TWorkType, string | null> = {
  'Field Work': 'Field Work',
  Meeting: 'Meeting',
  Training: 'Training',
  Office: 'Office Work',
  Leave: null,
};

/**
 * The claim keeps to the plan when its activity is the planned one and, for field work, it is of
 * the planned category and its route reaches both cities of the planned journey.
 */
export function isAsPlanned(plan: PlannedDay, claim: ClaimedDay): boolean {
  if (claim.activity !== ACTIVITY_OF[plan.workType]) return false;
  if (plan.workType !== FIELD_WORK) return true;
  return (
    claim.categoryId === plan.categoryId &&
    claim.routeCityIds.includes(plan.fromCityId as number) &&
    claim.routeCityIds.includes(plan.toCityId as number)
  );
}

export interface DayPlan {
  /** What was planned, '' when the day has no approved plan. */
  planned: string;
  flags: TFlag[];
}

/** Each day of a claim (by date) beside its approved plan: three queries, whatever the month holds. */
export async function claimAgainstPlan(
  db: Queryable,
  expenseId: number,
  language: TextLanguage,
  today = businessDate(),
): Promise<Map<string, DayPlan>> {
  const [planned, claimed, legs] = await Promise.all([
    db.query<PlannedDay & { date: string }>(
      `select to_char(pd.plan_date, 'YYYY-MM-DD') as date, pd.work_type as "workType",
              j.from_city_id as "fromCityId", j.to_city_id as "toCityId", j.category_id as "categoryId",
              case when j.id is null then pd.work_type
                   else pd.work_type || ', ' || f.name || ' to ' || t.name || ' (' || c.name || ')' end as description
         from expense x
         join tour_plan p on p.employee_id = x.employee_id and p.year = x.year and p.month = x.month
         join tour_plan_day pd on pd.plan_id = p.id and pd.status = 'A'
         left join stpfc_detail j on j.id = pd.stpfc_detail_id
         left join city f on f.id = j.from_city_id
         left join city t on t.id = j.to_city_id
         left join category c on c.company_id = j.company_id and c.id = j.category_id
        where x.id = $1`,
      [expenseId],
    ),
    db.query<{
      date: string;
      activity: string;
      categoryId: number | null;
      fromCityId: number | null;
      toCityId: number | null;
      fromCity: string | null;
      toCity: string | null;
      category: string;
      detailId: number;
    }>(
      `select to_char(d.activity_date, 'YYYY-MM-DD') as date, d.activity, d.category_id as "categoryId",
              d.from_city_id as "fromCityId", d.to_city_id as "toCityId", d.id as "detailId",
              f.name as "fromCity", t.name as "toCity", coalesce(c.name, '') as category
         from expense_detail d
         left join city f on f.id = d.from_city_id
         left join city t on t.id = d.to_city_id
         left join expense x on x.id = d.expense_id
         left join category c on c.company_id = x.company_id and c.id = d.category_id
        where d.expense_id = $1 and not d.is_holiday and d.activity_date <= $2`,
      [expenseId, today],
    ),
    db.query<{ detailId: number; fromCityId: number; toCityId: number; fromCity: string; toCity: string }>(
      `select r.expense_detail_id as "detailId", r.from_city_id as "fromCityId", r.to_city_id as "toCityId",
              f.name as "fromCity", t.name as "toCity"
         from expense_route r join expense_detail d on d.id = r.expense_detail_id
         join city f on f.id = r.from_city_id join city t on t.id = r.to_city_id
        where d.expense_id = $1 order by r.expense_detail_id, r.sl_no`,
      [expenseId],
    ),
  ]);
  const legCities = new Map<number, number[]>();
  const legNames = new Map<number, string[]>();
  for (const leg of legs) {
    legCities.set(leg.detailId, [...(legCities.get(leg.detailId) ?? []), leg.fromCityId, leg.toCityId]);
    legNames.set(leg.detailId, [...(legNames.get(leg.detailId) ?? [leg.fromCity]), leg.toCity]);
  }
  const claimOn = new Map(claimed.map((day) => [day.date, day]));
  const answer = new Map<string, DayPlan>();
  for (const plan of planned) {
    const day = claimOn.get(plan.date);
    const flags: TFlag[] = [];
    if (day) {
      const routeCityIds =
        legCities.get(day.detailId) ??
        [day.fromCityId, day.toCityId].filter((id): id is number => id !== null);
      if (!isAsPlanned(plan, { ...day, routeCityIds })) {
        const route = legNames.get(day.detailId) ?? [day.fromCity, day.toCity];
        const claimed =
          day.activity === FIELD_WORK && day.fromCity
            ? `${day.activity}, ${route.join(' to ')}${day.category ? ` (${day.category})` : ''}`
            : day.activity;
        const text = TP_TEXTS.notAsPlanned({ planned: plan.description, claimed });
        flags.push({ kind: 'plan', text: renderText(text, language) });
      }
    }
    answer.set(plan.date, { planned: plan.description, flags });
  }
  return answer;
}
