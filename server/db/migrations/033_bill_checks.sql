-- Issue 37: what the checks of a bill need. A bill keeps its seller's GSTIN (typed or read from the
-- e-invoice QR), the QR as read (its IRN, what its signature proved, the invoice facts it carries)
-- and the perceptual hash of its picture. The duplicate checks look across the company by these.
alter table bill add column if not exists seller_gstin text check (seller_gstin ~ '^[0-9]{2}[A-Z0-9]{13}$');
alter table bill add column if not exists irn text check (irn ~ '^[0-9a-f]{64}$');
-- verified: a production key of NIC signed it; sandbox: NIC's test portal did; unsigned: no known key.
alter table bill add column if not exists einvoice text check (einvoice in ('verified', 'sandbox', 'unsigned'));
-- SellerGstin, DocNo, DocDt (ISO), TotInvVal (paise) and the kid, as the QR says them.
alter table bill add column if not exists einvoice_facts jsonb;
alter table bill add column if not exists picture_hash bigint;

-- The company's bills by each duplicate path; the same employee's exact duplicate keeps its own
-- unique index (bill_no_duplicate).
create index if not exists bill_company_irn on bill (company_id, irn) where irn is not null;
create index if not exists bill_company_seller_invoice on bill (company_id, seller_gstin, lower(invoice_number))
  where seller_gstin is not null;
create index if not exists bill_company_invoice on bill (company_id, lower(invoice_number), invoice_date, amount_paise);
-- A picture match needs the same amount too (docs/decisions.md): the hash rides in the index.
create index if not exists bill_company_amount on bill (company_id, amount_paise) include (picture_hash, employee_id);

-- The public keys that sign e-invoice QRs, keyed by kid. company_id null: a key of NIC that every
-- company trusts (shipped here); a company's administrator may add one NIC has published since
-- (it rotates), for that company alone. A sandbox key's QR is a test invoice, never verified.
create table if not exists einvoice_key (
  id integer generated always as identity primary key,
  company_id integer references company (id),
  kid text not null check (length(kid) between 1 and 200),
  -- The key's DER SubjectPublicKeyInfo in base64 (a PEM's body without its armour lines).
  spki_base64 text not null check (spki_base64 ~ '^[A-Za-z0-9+/]+={0,2}$'),
  is_sandbox boolean not null default false,
  note text not null default '',
  added_at timestamptz not null default now()
);
create unique index if not exists einvoice_key_kid on einvoice_key (coalesce(company_id, 0), kid);

insert into einvoice_key (company_id, kid, spki_base64, is_sandbox, note) values
  (null, '115F4426617A7938BE1BA06DBEE91A427584EDAB', 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEArxd93uLDs8HTPqcSPpxZrf0Dc29r3iPp0a8filjAyeX4RAH6lWm9qFt26CcE8ESYtmo1sVtswvs7VH4Bjg/FDlRpd+MnAlXuxChij8/vjyAwE71ucMrmZhxM8rOSfPML8fniZ8trr3I4R2o4xWh6no/xTUtZ02/yUEXbphw3DEuefzHEQnEF+quGji9pvGnPO6Krmnri9H4WPY0ysPQQQd82bUZCk9XdhSZcW/am8wBulYokITRMVHlbRXqu1pOFmQMO5oSpyZU3pXbsx+OxIOc4EDX0WMa9aH4+snt18WAXVGwF2B4fmBk7AtmkFzrTmbpmyVqA3KO2IjzMZPw0hQIDAQAB', false,
   'NIC production key in use since 11 Sep 2020 (x5t EV9EJmF6eTi-G6BtvukaQnWE7as)'),
  (null, 'nic-prod-2020', 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA7lJd64G3zd4WgfbiL26KTLjY5MuXjPsGSsfONmwX9Z1HbITKeFEaXKJYCe/2WLNvrcWefyk2sP3TitWmXFTRJrAvzlm/F9tKfGlHiEFzh65osolGE/KdOIvBvLXFwJ29ul3zSm17X1/clqxa6Moviys73hDxHbZZ/mpYLDatb66zzge/IzsOjfz4zyUE2Vus6sihUJZw2a7BpIPWOPoM0TGSkf9/dq9OPzKBakYfXZvL/hU8WYY9wOIS79GOqyTcMo7cAbstTp/dRZlsetmEP+f1Pyi8Cmm6ReKU0G3muTTPgWtM5r9Sz/tKf47xsFLAe69Q2WOmblFRYMi3tGIQHQIDAQAB', false, 'NIC production key before 11 Sep 2020'),
  (null, 'nic-sandbox', 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAt0ZX9z6SkBoSTgscNe9ZX/WUK59YbszpZkVnpc0zodtQyVdeS3/KPvdVhuLkY9oKOWzc6hQGJ83ZGj9RhPuW3lexkIdR/D+7jT1ILCVWksH85k7REJmFzrTEIjqUyfgttmSXm1Cqt4MIswVaulILFY3nj4bi6qcItLfCH1XkK3i9WZe9/gYNH9N1byc427Xy7JWLxWlj0OuIvK1Roj9BJzbMF5En8FD/KWdrVS5O0yKungic44o/AVsDnEAzvH0FrjS2jD0UxvgBKEXFLFkcxQNqkWL3lBTZrmyZKNLQRtHJiETonxYSMaTKQArxiHWgls47Z7gHNfosxoKB/r3/JQIDAQAB', true, 'NIC sandbox (test portal) key')
on conflict do nothing;
