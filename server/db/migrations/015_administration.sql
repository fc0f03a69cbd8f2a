-- Company administration (issue 24, DESIGN.md section 8): administrator and finance flags on an
-- employee, deactivation instead of deletion, one-time passwords that must be replaced at the
-- next sign-in, and an audit log of every change an administrator makes. Fare rates, allowances,
-- distances and holidays already carry their effective dates (002, 003).

alter table employee add column if not exists is_admin boolean not null default false;
-- The finance branch adds the same column with 'if not exists': whichever runs first creates it.
alter table employee add column if not exists is_finance boolean not null default false;
alter table employee add column if not exists is_active boolean not null default true;
-- Set by a password reset: the session of a one-time password may only choose a new password.
alter table employee add column if not exists must_change_password boolean not null default false;

-- Codes are what a CSV names people by (reports_to): one per company, whatever its case.
create unique index if not exists employee_code on employee (company_id, lower(emp_code));

-- Who changed which record, when, and its values before and after (null: created or removed).
create table if not exists audit_log (
  id integer generated always as identity primary key,
  company_id integer not null references company (id),
  actor_id integer not null references employee (id),
  record_kind text not null,
  record_key text not null,
  record_label text not null,
  action text not null,
  old_value jsonb,
  new_value jsonb,
  created_at timestamptz not null default now()
);
create index if not exists audit_log_company on audit_log (company_id, created_at desc, id desc);
create index if not exists audit_log_record on audit_log (company_id, record_kind, record_key);
