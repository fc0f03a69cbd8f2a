-- Approvals (DESIGN.md section 4 'Reporting line', 'Expense approval'): every action on a fare
-- chart line or an expense day is kept as history, and field-work visits feed the approver's
-- 'Details' dialog. Money is integer paise.

-- One decision on one fare chart line. A journey the employee later deletes keeps its history row
-- (stpfc_detail_id null), so the chart's count of decisions, the approval screen's slNo, only grows.
create table stpfc_approval (
  id integer generated always as identity primary key,
  stpfc_id integer not null references stpfc (id),
  stpfc_detail_id integer references stpfc_detail (id) on delete set null,
  level_id smallint not null check (level_id between 1 and 2),
  approver_id integer not null references employee (id),
  status char(1) not null check (status in ('A', 'R')),
  reason text,
  acted_at timestamptz not null default now(),
  check (status = 'A' or length(trim(reason)) > 0)
);
create index stpfc_approval_chart on stpfc_approval (stpfc_id);
create index stpfc_approval_detail on stpfc_approval (stpfc_detail_id);

-- One level's judgement of one submission of a month: a draft until submitted_at is set. A round
-- ends (closed) when the last level decides the month, so a resubmitted month starts again at
-- level 1; one open row per level at a time.
create table expense_approval (
  id integer generated always as identity primary key,
  expense_id integer not null references expense (id),
  level_id smallint not null check (level_id between 1 and 2),
  approver_id integer not null references employee (id),
  submitted_at timestamptz,
  is_closed boolean not null default false,
  updated_at timestamptz not null default now()
);
create unique index expense_approval_open on expense_approval (expense_id, level_id) where not is_closed;
create index expense_approval_expense on expense_approval (expense_id);

-- A day as one level judged it: judged_paise is what it started from (the day's submitted total
-- at level 1, the previous level's approved value after), the deduction at most that.
create table expense_approval_line (
  approval_id integer not null references expense_approval (id) on delete cascade,
  expense_detail_id integer not null references expense_detail (id),
  status char(1) not null check (status in ('A', 'R')),
  judged_paise integer not null check (judged_paise >= 0),
  deduction_paise integer not null default 0 check (deduction_paise >= 0 and deduction_paise <= judged_paise),
  reason text,
  primary key (approval_id, expense_detail_id),
  check (status = 'A' or length(trim(reason)) > 0)
);
create index expense_approval_line_day on expense_approval_line (expense_detail_id);

-- The latest submitted decision on each day: what the employee's screens show, and which days a
-- rejection reopened (status R in a month the last level decided).
create view expense_day_decision as
select distinct on (l.expense_detail_id)
       l.expense_detail_id, a.expense_id, a.level_id, a.approver_id, a.submitted_at, a.is_closed,
       l.status, l.reason, l.judged_paise, l.deduction_paise,
       case when l.status = 'A' then l.judged_paise - l.deduction_paise else 0 end as approved_paise
  from expense_approval_line l
  join expense_approval a on a.id = l.approval_id
 where a.submitted_at is not null
 order by l.expense_detail_id, a.submitted_at desc, a.level_id desc;

-- The customers met on a field-work day (spec section 3 'Field-work popup row').
create table field_work_visit (
  id integer generated always as identity primary key,
  employee_id integer not null references employee (id),
  visit_date date not null,
  customer_name text not null,
  customer_type text not null,
  city_id integer not null references city (id),
  number_of_chemists integer not null default 0 check (number_of_chemists >= 0),
  number_of_doctors integer not null default 0 check (number_of_doctors >= 0)
);
create index field_work_visit_day on field_work_visit (employee_id, visit_date);
