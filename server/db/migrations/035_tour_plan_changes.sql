-- Changes to an approved tour programme (issue 42): a day that has not passed changes only by a
-- request with a reason, which the plan's approver approves (the day takes the new plan) or
-- rejects (with a reason). P pending, A approved, R rejected.
create table tour_plan_change (
  id integer generated always as identity primary key,
  plan_id integer not null references tour_plan (id) on delete cascade,
  plan_date date not null,
  work_type text not null check (work_type in ('Field Work', 'Meeting', 'Training', 'Leave', 'Office')),
  stpfc_detail_id integer references stpfc_detail (id),
  customer_ids integer[] not null default '{}',
  is_joint_work boolean not null default false,
  reason text not null check (length(trim(reason)) > 0),
  status char(1) not null default 'P' check (status in ('P', 'A', 'R')),
  decision_reason text not null default '',
  requested_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by integer references employee (id),
  check ((work_type = 'Field Work') = (stpfc_detail_id is not null))
);
-- One request waits per day at a time; the approver's list finds the plans with one waiting.
create unique index tour_plan_change_waiting on tour_plan_change (plan_id, plan_date) where status = 'P';
