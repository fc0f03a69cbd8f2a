-- Companies, their people and places, sessions and the login rate limit.

create table company (
  id integer generated always as identity primary key,
  name text not null,
  created_at timestamptz not null default now()
);

create table territory (
  id integer generated always as identity primary key,
  company_id integer not null references company (id),
  name text not null,
  unique (company_id, name)
);

create table city (
  id integer generated always as identity primary key,
  company_id integer not null references company (id),
  territory_id integer not null references territory (id),
  name text not null,
  unique (company_id, name)
);
create index city_territory on city (territory_id);

-- 1 HQ, 2 EX-HQ, 3 Out Station: the ids are business constants (spec section 9).
create table category (
  company_id integer not null references company (id),
  id integer not null,
  name text not null,
  primary key (company_id, id)
);

-- 1 Bike, 2 Train, 3 Bus, 4 Car, 5 Flight, 6 Taxi: the ids pick the travel-mode icon.
create table transport_mode (
  company_id integer not null references company (id),
  id integer not null,
  name text not null,
  primary key (company_id, id)
);

create table employee (
  id integer generated always as identity (start with 1001) primary key,
  company_id integer not null references company (id),
  user_name text not null,
  password_hash text not null,
  employee_name text not null,
  emp_code text not null,
  designation text not null,
  area_range text not null check (area_range in ('T', 'A', 'R', 'Z')),
  reports_to integer references employee (id),
  grade_id integer not null default 1,
  territory_id integer references territory (id),
  hq_city_id integer references city (id),
  address text not null default '',
  city text not null default '',
  state text not null default '',
  pincode text not null default '',
  phone_number text not null default '',
  email_id text not null default '',
  profile_image bytea,
  created_at timestamptz not null default now()
);
create unique index employee_user_name on employee (lower(user_name));
create index employee_reports_to on employee (reports_to);

-- Only a hash of each bearer token is kept: a leaked table gives no usable session.
create table session (
  token_hash bytea primary key,
  employee_id integer not null references employee (id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index session_employee on session (employee_id);

create table login_failure (
  id integer generated always as identity primary key,
  user_key text not null,
  failed_at timestamptz not null default now()
);
create index login_failure_user on login_failure (user_key, failed_at);

create table notification (
  id integer generated always as identity primary key,
  employee_id integer not null references employee (id),
  message text not null,
  is_viewed boolean not null default false,
  is_deleted boolean not null default false,
  created_at timestamptz not null default now()
);
create index notification_employee on notification (employee_id, created_at desc);
