-- A notification opens what it is about (issue 40): `link`, the app's path of its subject (a claim,
-- a fare chart, a tour programme); older rows have none. A reminder the server sends by itself
-- (issue 42: the tour programme's, three days before the cut-off) carries `reminder_key`, unique per
-- employee, so it goes once however often the sweep runs.
alter table notification add column link text;
alter table notification add column reminder_key text;
create unique index notification_reminder on notification (employee_id, reminder_key)
  where reminder_key is not null;
