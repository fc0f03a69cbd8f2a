-- Finance close (issue 25): who may pay claims, and the payments of claims. Money is integer paise.

-- The finance flag is set in administration; the administration issue adds the same column, so
-- either migration may come first.
alter table employee add column if not exists is_finance boolean not null default false;

-- A paid claim never changes: 'Paid' is a status of its own, so every rule that opens a month or a
-- day for change (which lists the statuses it opens) refuses it without knowing of payments.
alter table expense drop constraint if exists expense_status_check;
alter table expense add constraint expense_status_check
  check (status in ('Unsubmitted', 'Submitted', 'Approved', 'Rejected', 'Partially Approved', 'Paid'));

-- One payment per claim: its amount is the approved total when it was paid, never typed.
create table payment (
  id integer generated always as identity primary key,
  company_id integer not null references company (id),
  expense_id integer not null unique references expense (id),
  payment_date date not null,
  reference text not null check (length(trim(reference)) > 0),
  amount_paise bigint not null check (amount_paise >= 0),
  paid_by integer not null references employee (id),
  paid_at timestamptz not null default now()
);

-- The register and the payroll file read one company's claims of one month.
create index expense_company_month on expense (company_id, year, month);
