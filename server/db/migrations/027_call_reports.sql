-- The daily call report (issue 27): the doctors and chemists of each territory, the calls a field
-- employee reports on them, and city coordinates for the approver's 'Call away from its city'.

alter table city add column if not exists latitude double precision
  check (latitude between -90 and 90);
alter table city add column if not exists longitude double precision
  check (longitude between -180 and 180);

-- A customer is in one city, and so in that city's territory. One name per city, whatever its case:
-- what a CSV row names a customer by. Added by an employee in the field: not confirmed until an
-- administrator saves it.
create table if not exists customer (
  id integer generated always as identity primary key,
  company_id integer not null references company (id),
  territory_id integer not null references territory (id),
  city_id integer not null references city (id),
  name text not null check (length(trim(name)) > 0),
  customer_type text not null check (customer_type in ('Doctor', 'Chemist')),
  is_active boolean not null default true,
  is_confirmed boolean not null default true,
  added_by integer references employee (id),
  created_at timestamptz not null default now()
);
create unique index if not exists customer_name on customer (company_id, city_id, lower(name));
create index if not exists customer_territory on customer (territory_id, is_active);

-- One call on one customer. The city is the customer's when the call was made, so moving a customer
-- later does not move the calls already reported. The location is the phone's at the moment of
-- saving, when the employee allowed it: all three or none.
create table if not exists call_report (
  id integer generated always as identity primary key,
  employee_id integer not null references employee (id),
  customer_id integer not null references customer (id),
  city_id integer not null references city (id),
  call_date date not null,
  call_time time not null,
  latitude double precision check (latitude between -90 and 90),
  longitude double precision check (longitude between -180 and 180),
  accuracy_m double precision check (accuracy_m >= 0),
  created_at timestamptz not null default now(),
  check ((latitude is null) = (longitude is null) and (latitude is null) = (accuracy_m is null))
);
create index if not exists call_report_day on call_report (employee_id, call_date);

-- The visits the demo wrote before calls existed become customers and calls, so an approver's
-- 'Details' dialog reads one table. Hospitals count as doctors and stockists as chemists.
insert into customer (company_id, territory_id, city_id, name, customer_type)
select distinct on (c.company_id, c.id, lower(v.customer_name))
       c.company_id, c.territory_id, c.id, v.customer_name,
       case when v.customer_type in ('Chemist', 'Stockist') then 'Chemist' else 'Doctor' end
  from field_work_visit v
  join city c on c.id = v.city_id
on conflict do nothing;

insert into call_report (employee_id, customer_id, city_id, call_date, call_time)
select v.employee_id, cu.id, v.city_id, v.visit_date,
       time '10:00' + make_interval(mins => 90 * (row_number() over (
         partition by v.employee_id, v.visit_date order by v.id) - 1)::int)
  from field_work_visit v
  join city c on c.id = v.city_id
  join customer cu on cu.company_id = c.company_id and cu.city_id = c.id
                  and lower(cu.name) = lower(v.customer_name);

drop table if exists field_work_visit;
