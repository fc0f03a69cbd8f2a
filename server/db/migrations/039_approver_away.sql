-- Cover while away (issue 38): an approver away for some dates names a delegate, their own manager
-- or a peer of the same level in the same company, who decides 'for' them in that window. One
-- window per approver: setting it again replaces it. The reporting line reads it
-- (server/domains/reporting-line/line.ts); nothing else decides who acts.
create table approver_away (
  employee_id integer primary key references employee (id),
  company_id integer not null references company (id),
  delegate_id integer not null references employee (id),
  from_date date not null,
  to_date date not null,
  set_at timestamptz not null default now(),
  check (to_date >= from_date),
  check (delegate_id <> employee_id)
);
-- The delegate's lists: whom they stand in for.
create index approver_away_delegate on approver_away (delegate_id);

-- Who a decision was made for, when a delegate made it (null: the approver decided themselves).
-- approver_id stays who acted.
alter table expense_approval add column for_approver_id integer references employee (id);
alter table stpfc_approval add column for_approver_id integer references employee (id);
alter table tour_plan add column decided_for integer references employee (id);
alter table tour_plan_change add column decided_for integer references employee (id);

-- A month waits for level 2 when level 1 decided it; decided by a delegate, the level-1 approver it
-- was decided for is the one whose manager it waits for (line.ts reads this beside 007's index).
create index expense_approval_waiting_for on expense_approval (for_approver_id)
  where submitted_at is not null and not is_closed and for_approver_id is not null;

-- Claims, fare charts and tour programmes waiting longer than this many days remind their approver;
-- twice as long, the approver's manager.
alter table company add column approval_reminder_days smallint not null default 5
  check (approval_reminder_days between 1 and 60);

-- Each reminder goes once: per subject (E a claim, C a fare chart, P a tour programme), per waiting
-- level and since when it waits (a new round is a new wait), per threshold (1: the approver, 2:
-- their manager).
create table approval_reminder (
  subject_kind char(1) not null check (subject_kind in ('E', 'C', 'P')),
  subject_id integer not null,
  level_id smallint not null check (level_id between 1 and 2),
  waiting_since timestamptz not null,
  threshold smallint not null check (threshold in (1, 2)),
  employee_id integer not null references employee (id),
  sent_at timestamptz not null default now(),
  primary key (subject_kind, subject_id, level_id, waiting_since, threshold)
);
