-- The email domains a company accepts on a profile and in administration (issue 40). The
-- specification's rule, Gmail addresses only, is the default; an administrator lists the
-- company's own domains (lower case, without the @) in its place.
alter table company add column email_domains text[] not null default array['gmail.com'];
