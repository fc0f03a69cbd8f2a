-- My Expense (issue 9): the activities a day may hold, what a modified route records on its day,
-- and the legs of that route, each priced from a journey of the employee's approved fare chart.

-- Activities are the product's, the same for every company; 'Field Work' is the default of a
-- working day (the approval view treats it specially).
create table activity_type (
  id integer primary key,
  name text not null unique
);
insert into activity_type (id, name) values
  (1, 'Field Work'), (2, 'Meeting'), (3, 'Training'), (4, 'Conference'), (5, 'Office Work'), (6, 'Transit');

-- period: 1 full day, 2 first half, 3 second half (spec section 9); a half day earns half the
-- allowance. is_stay: the employee stays at the day's last city, where the next day starts.
alter table expense_detail
  add column period smallint not null default 1 check (period in (1, 2, 3)),
  add column activity_type_id integer references activity_type (id),
  add column is_stay boolean not null default false,
  add column remarks text not null default '',
  add column is_modified boolean not null default false,
  add column saved_at timestamptz;

update expense_detail set activity_type_id = 1 where not is_holiday and activity = 'Field Work';

-- The legs of a modified day, in order; each names the approved journey that priced it, with the
-- one-way distance and fare it had then (a refresh prices them again from the chart as it is).
create table expense_route (
  expense_detail_id integer not null references expense_detail (id) on delete cascade,
  sl_no integer not null check (sl_no > 0),
  period smallint not null check (period in (1, 2, 3)),
  activity_type_id integer not null references activity_type (id),
  from_city_id integer not null references city (id),
  to_city_id integer not null references city (id),
  stpfc_detail_id integer not null references stpfc_detail (id),
  category_id integer not null,
  transport_id integer not null,
  distance_km integer not null check (distance_km >= 0),
  fare_paise integer not null check (fare_paise >= 0),
  primary key (expense_detail_id, sl_no)
);
