-- Signed-in devices (issue 29): what each session was signed in from and when it was last used, so
-- the employee can see their sessions on /setting and end the ones they do not know.

-- The browser's User-Agent at sign-in, cut to a length no real one reaches; '' when none was sent.
alter table session add column user_agent text not null default '';

-- Written with the sliding expiry, at most every few minutes (auth hook), not on every request.
alter table session add column last_used_at timestamptz;
update session set last_used_at = created_at;
alter table session alter column last_used_at set default now();
alter table session alter column last_used_at set not null;
