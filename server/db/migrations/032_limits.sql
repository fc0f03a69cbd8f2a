-- Limits by grade and city class (issue 37, DESIGN.md section 9): every city carries the Government
-- of India's class (X, Y, Z; a city not named X or Y is Z), and a company sets, per expense type,
-- grade and city class, the most a bill, a day, a night or a month may claim, from a date on.

alter table city add column if not exists city_class text not null default 'Z'
  check (city_class in ('X', 'Y', 'Z'));

-- Effective-dated like the other rates: a limit holds from its date until the next row of the same
-- type, grade and class; a row without an amount ends the limit from its date (no limit again).
-- per: 'bill' each bill, 'day' the bills of one day, 'night' a lodging bill's night (a day the
-- employee stays), 'month' the bills of a claim's month.
create table if not exists expense_limit (
  company_id integer not null references company (id),
  expense_type_id integer not null references expense_type (id),
  grade_id integer not null check (grade_id between 1 and 20),
  city_class text not null check (city_class in ('X', 'Y', 'Z')),
  per text not null check (per in ('bill', 'day', 'night', 'month')),
  amount_paise integer check (amount_paise > 0),
  effective_from date not null,
  primary key (company_id, grade_id, expense_type_id, city_class, effective_from)
);
