-- Indexes the scale bench (tests/bench/scale.ts, docs/query-plans.md) showed missing: with 1,000
-- employees × 24 months the approvers' month list scanned every expense month of the company.
-- Submitted months are few at any time (those waiting for an approver), so a partial index on
-- them stays small.
create index expense_submitted on expense (employee_id) where status = 'Submitted';
