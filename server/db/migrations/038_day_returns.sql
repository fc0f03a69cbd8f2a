-- Rejected days come back (issue 38): a day the last level decided R returns to the employee. This
-- row is one round of that return: the day as the approvers rejected it (taken when the month was
-- decided), then the employee's one-line reply and the day as resubmitted. Every round stays, so the
-- approvers and the employee see each reply and what changed. Money is integer paise.
create table expense_day_return (
  id integer generated always as identity primary key,
  expense_detail_id integer not null references expense_detail (id) on delete cascade,
  before_route text not null,
  before_total_paise integer not null check (before_total_paise >= 0),
  before_bills text not null default '',
  before_bills_paise integer not null default 0 check (before_bills_paise >= 0),
  returned_at timestamptz not null default now(),
  reply text check (reply is null or length(trim(reply)) > 0),
  after_route text,
  after_total_paise integer check (after_total_paise >= 0),
  after_bills text,
  after_bills_paise integer check (after_bills_paise >= 0),
  resubmitted_at timestamptz,
  check ((resubmitted_at is null) = (reply is null))
);
-- At most one round open (returned, not yet resubmitted) per day.
create unique index expense_day_return_open on expense_day_return (expense_detail_id) where resubmitted_at is null;
create index expense_day_return_day on expense_day_return (expense_detail_id, returned_at);
