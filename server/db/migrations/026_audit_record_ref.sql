-- The audit log's entries of one record, whatever it is called now (issue 24: the history 'shown on
-- each record'). record_key names the record as it was called then (a code, a name), so a renamed
-- city or a changed employee code would lose its earlier entries; record_ref is what does not
-- change: the row's id for employees, territories, cities and expense types, the two city ids of a
-- distance, the mode (or category) id and grade of a rate, the date of a holiday.
alter table audit_log add column if not exists record_ref text;

-- Entries written before: found by their key as the record is called now, where it still is.
update audit_log a set record_ref = e.id::text from employee e
 where a.record_ref is null and a.record_kind = 'employee'
   and e.company_id = a.company_id and lower(e.emp_code) = lower(a.record_key);
update audit_log a set record_ref = t.id::text from territory t
 where a.record_ref is null and a.record_kind = 'territory'
   and t.company_id = a.company_id and lower(t.name) = lower(a.record_key);
update audit_log a set record_ref = c.id::text from city c
 where a.record_ref is null and a.record_kind = 'city'
   and c.company_id = a.company_id and lower(c.name) = lower(a.record_key);
update audit_log a set record_ref = x.id::text from expense_type x
 where a.record_ref is null and a.record_kind = 'expenseType'
   and x.company_id = a.company_id and lower(x.name) = lower(a.record_key);
update audit_log set record_ref = record_key where record_ref is null and record_kind = 'holiday';
-- Distances were keyed 'Pune–Satara' (either order), rates 'Car|1' (a form) or 'Car, grade 1' (a file).
update audit_log a set record_ref = least(x.id, y.id) || '-' || greatest(x.id, y.id)
  from city x, city y
 where a.record_ref is null and a.record_kind = 'distance'
   and x.company_id = a.company_id and y.company_id = a.company_id
   and lower(a.record_key) = lower(x.name || '–' || y.name);
update audit_log a set record_ref = m.id || '-' || trim(split_part(replace(a.record_key, ', grade ', '|'), '|', 2))
  from transport_mode m
 where a.record_ref is null and a.record_kind = 'fareRate' and m.company_id = a.company_id
   and lower(m.name) = lower(split_part(replace(a.record_key, ', grade ', '|'), '|', 1));
update audit_log a set record_ref = c.id || '-' || trim(split_part(replace(a.record_key, ', grade ', '|'), '|', 2))
  from category c
 where a.record_ref is null and a.record_kind = 'allowance' and c.company_id = a.company_id
   and lower(c.name) = lower(split_part(replace(a.record_key, ', grade ', '|'), '|', 1));

create index if not exists audit_log_record_ref on audit_log (company_id, record_kind, record_ref);
