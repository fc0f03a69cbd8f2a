-- The standard fare chart (DESIGN.md section 4 'Fare chart'): effective-from dates on the
-- reference data, road distances between cities, fare rates per km, and each employee's chart of
-- journeys. Money is integer paise, distances whole kilometres.

-- Reference data already in 001/002 gets the effective-from date the fare engine reads; rows
-- written before this migration count as in effect since long ago.
alter table territory add column effective_from date not null default date '2000-01-01';
alter table city add column effective_from date not null default date '2000-01-01';
alter table category add column effective_from date not null default date '2000-01-01';
alter table transport_mode add column effective_from date not null default date '2000-01-01';

-- Road distances are symmetric: each pair is stored once, the lower city id first, so a lookup
-- orders the pair and one row answers both directions. A new survey is a new effective_from.
create table road_distance (
  company_id integer not null references company (id),
  city_a_id integer not null references city (id),
  city_b_id integer not null references city (id),
  distance_km integer not null check (distance_km > 0),
  effective_from date not null,
  check (city_a_id < city_b_id),
  primary key (company_id, city_a_id, city_b_id, effective_from)
);

create table fare_rate (
  id integer generated always as identity primary key,
  company_id integer not null,
  transport_id integer not null,
  grade_id integer not null,
  paise_per_km integer not null check (paise_per_km >= 0),
  effective_from date not null,
  foreign key (company_id, transport_id) references transport_mode (company_id, id),
  unique (company_id, transport_id, grade_id, effective_from)
);

-- One chart per employee; effective_from_date is the date of its approved journeys (null until
-- the first approval).
create table stpfc (
  id integer generated always as identity primary key,
  company_id integer not null references company (id),
  employee_id integer not null unique references employee (id),
  effective_from_date date,
  created_at timestamptz not null default now()
);

-- A journey of a chart: D draft, S submitted, A approved, R rejected (with a reason). The amounts
-- are the server's, computed when the row was saved; the checks keep them consistent with
-- DESIGN.md's arithmetic whatever code writes them.
create table stpfc_detail (
  id integer generated always as identity primary key,
  stpfc_id integer not null references stpfc (id),
  company_id integer not null references company (id),
  from_territory_id integer not null references territory (id),
  to_territory_id integer not null references territory (id),
  from_city_id integer not null references city (id),
  to_city_id integer not null references city (id),
  category_id integer not null,
  transport_id integer not null,
  one_way_distance_km integer not null check (one_way_distance_km >= 0),
  two_way_distance_km integer not null,
  one_way_fare_paise integer not null check (one_way_fare_paise >= 0),
  two_way_fare_paise integer not null,
  allowance_paise integer not null check (allowance_paise >= 0),
  total_paise integer not null,
  number_of_chemist integer not null default 0 check (number_of_chemist >= 0),
  number_of_doctors integer not null default 0 check (number_of_doctors >= 0),
  effective_date date not null,
  specification text not null default '',
  remarks text not null default '',
  sequence_no integer not null,
  status char(1) not null default 'D' check (status in ('D', 'S', 'A', 'R')),
  reason text,
  submitted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (company_id, category_id) references category (company_id, id),
  foreign key (company_id, transport_id) references transport_mode (company_id, id),
  check (two_way_distance_km = 2 * one_way_distance_km),
  check (two_way_fare_paise = 2 * one_way_fare_paise),
  check (total_paise = allowance_paise + two_way_fare_paise),
  -- The HQ rule of spec section 5: category 1 exactly when the journey stays in one city.
  check ((category_id = 1) = (from_city_id = to_city_id)),
  unique (stpfc_id, sequence_no)
);
-- The dashboard's pending tasks read an employee's draft rows.
create index stpfc_detail_status on stpfc_detail (stpfc_id, status);
