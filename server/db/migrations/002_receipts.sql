-- Receipts and expense months: expense types, bills, daily allowances, holidays, months, days,
-- attachments, and the idempotency keys of the outbox's writes. Money is integer paise.

create table expense_type (
  id integer generated always as identity primary key,
  company_id integer not null references company (id),
  name text not null,
  expense_or_sundry text not null check (expense_or_sundry in ('E', 'S'))
);
-- The app sends the type by its name: one name per company, whatever its case.
create unique index expense_type_name on expense_type (company_id, lower(name));

-- A bill is 'U' (unreported) until it is attached to a day ('A'). Deleting an unreported bill
-- removes its row: nothing refers to it, and the image should not outlive the user's wish.
create table bill (
  id integer generated always as identity primary key,
  company_id integer not null references company (id),
  employee_id integer not null references employee (id),
  expense_type_id integer not null references expense_type (id),
  invoice_number text not null,
  invoice_date date not null,
  amount_paise integer not null check (amount_paise > 0),
  description text not null default '',
  image bytea not null,
  image_type text not null check (image_type in ('image/jpeg', 'image/png')),
  thumbnail bytea,
  status text not null default 'U' check (status in ('U', 'A')),
  uploaded_at timestamptz not null default now()
);
-- The duplicate rule of DESIGN.md section 4, kept by the database too, so two uploads racing
-- each other cannot both pass the check.
create unique index bill_no_duplicate on bill (employee_id, lower(invoice_number), invoice_date, amount_paise);
-- The unreported list: newest upload first, only the employee's unreported bills.
create index bill_unreported on bill (employee_id, uploaded_at desc, id desc) where status = 'U';

create table daily_allowance (
  id integer generated always as identity primary key,
  company_id integer not null,
  category_id integer not null,
  grade_id integer not null,
  amount_paise integer not null check (amount_paise >= 0),
  effective_from date not null,
  foreign key (company_id, category_id) references category (company_id, id),
  unique (company_id, category_id, grade_id, effective_from)
);

create table company_holiday (
  company_id integer not null references company (id),
  holiday_date date not null,
  name text not null,
  primary key (company_id, holiday_date)
);

create table expense (
  id integer generated always as identity primary key,
  company_id integer not null references company (id),
  employee_id integer not null references employee (id),
  year integer not null,
  month integer not null check (month between 1 and 12),
  status text not null default 'Unsubmitted'
    check (status in ('Unsubmitted', 'Submitted', 'Approved', 'Rejected', 'Partially Approved')),
  submitted_at timestamptz,
  created_at timestamptz not null default now(),
  unique (employee_id, year, month)
);

create table expense_detail (
  id integer generated always as identity primary key,
  expense_id integer not null references expense (id),
  activity_date date not null,
  is_holiday boolean not null default false,
  activity text not null,
  from_city_id integer references city (id),
  to_city_id integer references city (id),
  category_id integer,
  transport_id integer,
  distance_km integer not null default 0 check (distance_km >= 0),
  fare_paise integer not null default 0 check (fare_paise >= 0),
  allowance_paise integer not null default 0 check (allowance_paise >= 0),
  unique (expense_id, activity_date)
);

-- A bill attached to a day; the unique bill_id keeps a bill on one day only.
create table expense_attachment (
  id integer generated always as identity primary key,
  expense_detail_id integer not null references expense_detail (id),
  bill_id integer not null unique references bill (id),
  description text not null default '',
  travel_mode integer not null default 0,
  attached_at timestamptz not null default now()
);
create index expense_attachment_detail on expense_attachment (expense_detail_id);

-- The outbox's writes: a key is claimed in the transaction that does the work, so the key and
-- the work commit together or not at all. Only 2xx answers are kept.
create table idempotency_key (
  employee_id integer not null references employee (id),
  key text not null,
  request_hash bytea not null,
  status_code integer,
  response jsonb,
  created_at timestamptz not null default now(),
  primary key (employee_id, key)
);
create index idempotency_key_created on idempotency_key (created_at);
