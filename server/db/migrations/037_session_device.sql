-- Signed-in devices that do not grow without end (issue 40). The app sends a random id it keeps
-- for the browser it runs in; signing in again with it ends that browser's earlier session. Old
-- sessions have none (null): they end with their 30-day expiry as before.
alter table session add column device_id text;
create index session_device on session (employee_id, device_id) where revoked_at is null and device_id is not null;

-- A session's name in the devices list, so one can be signed out (never its token).
alter table session add column id integer generated always as identity;
create unique index session_id on session (id);
