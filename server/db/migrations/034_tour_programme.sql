-- The tour programme (issue 42): each employee's plan of a month, day by day, approved by their
-- manager before the month is claimed against it. Planned nothing is priced: no money column here.

-- The day of the month before by which a plan should be submitted (a later one is taken, marked late).
alter table company add column tp_cutoff_day smallint not null default 25 check (tp_cutoff_day between 1 and 28);

-- One plan per employee and month: D draft, S submitted, A approved, R returned (some days rejected,
-- the others approved; the employee changes the rejected days and submits again).
create table tour_plan (
  id integer generated always as identity primary key,
  company_id integer not null references company (id),
  employee_id integer not null references employee (id),
  year integer not null,
  month integer not null check (month between 1 and 12),
  status char(1) not null default 'D' check (status in ('D', 'S', 'A', 'R')),
  submitted_at timestamptz,
  is_late boolean not null default false,
  decided_at timestamptz,
  decided_by integer references employee (id),
  unique (employee_id, year, month)
);
-- The approver's list: the plans of a month waiting or decided.
create index tour_plan_month on tour_plan (company_id, year, month);

-- A planned working day. Field Work names an approved journey of the employee's fare chart (its
-- from, to and category), and may name the customers meant to be visited. A day's status follows its
-- plan's, except that a returned plan's rejected days are R with the approver's reason.
create table tour_plan_day (
  plan_id integer not null references tour_plan (id) on delete cascade,
  plan_date date not null,
  work_type text not null check (work_type in ('Field Work', 'Meeting', 'Training', 'Leave', 'Office')),
  stpfc_detail_id integer references stpfc_detail (id),
  customer_ids integer[] not null default '{}',
  is_joint_work boolean not null default false,
  status char(1) not null default 'D' check (status in ('D', 'S', 'A', 'R')),
  reason text not null default '',
  primary key (plan_id, plan_date),
  check ((work_type = 'Field Work') = (stpfc_detail_id is not null)),
  check (work_type = 'Field Work' or (cardinality(customer_ids) = 0 and not is_joint_work))
);
