-- The approvers' month list starts from the decisions still open: a month waits for level 2 when
-- its open round holds level 1's submitted decision. Those rows are few at any time (months between
-- their two levels), so a partial index on who decided them stays small, and a regional manager's
-- list no longer reads every submitted month of every rep below them (docs/query-plans.md).
create index expense_approval_waiting on expense_approval (approver_id)
  where submitted_at is not null and not is_closed;
