// /admin/expense-types: what a bill may be, by name, an expense of a day or a sundry of the month,
// each with its history (issue 24).
import { type FormEvent, useState } from 'react';
import { auditRef } from '../../contract/admin/audit';
import type { Notice } from '../../lib/notices';
import { useMutation } from '../../lib/server-mutation';
import { useQuery } from '../../lib/use-query';
import { SelectField } from '../../ui/field';
import { InlineNotice } from '../../ui/inline-notice';
import { PageHeader } from '../../ui/page-header';
import { AdminNav } from './admin-nav';
import { AdminTable } from './admin-table';
import { expenseTypesQuery, saveExpenseTypeMutation } from './expense-types-queries';
import { HistoryButton } from './record-history';
import { RenameButton } from './rename-button';
import { TextField } from './text-field';
import './admin.css';

const KIND_OPTIONS = [
  { value: 'E', label: 'Expense (of a day)' },
  { value: 'S', label: 'Sundry (of the month)' },
];

export default function ExpenseTypesPage() {
  const { data: types = [], isLoading, error } = useQuery(expenseTypesQuery, undefined);
  const [name, setName] = useState('');
  const [kind, setKind] = useState<'E' | 'S'>('E');
  const [outcome, setOutcome] = useState<Notice>();
  const save = useMutation(saveExpenseTypeMutation);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setOutcome((await save.run({ expenseTypeId: null, name, expenseOrSundry: kind })).notice);
  }

  return (
    <section className="page">
      <PageHeader title="Administration" backTo="/home" />
      <AdminNav />
      <h2>Expense types</h2>
      <form className="admin-form" onSubmit={onSubmit} noValidate>
        <TextField id="type-name" label="Name" value={name} onChange={setName} />
        <SelectField
          id="type-kind"
          label="Counts as"
          value={kind}
          onChange={(value) => setKind(value as 'E' | 'S')}
          options={KIND_OPTIONS}
        />
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            Add expense type
          </button>
          <InlineNotice notice={outcome} />
        </div>
      </form>
      {error && <p className="error-text">{error}</p>}
      {isLoading && types.length === 0 && <p className="muted">Loading...</p>}
      {!isLoading && !error && types.length === 0 && <p className="centred-message">No expense types yet.</p>}
      {types.length > 0 && (
        <AdminTable head={['Name', 'Counts as', 'Actions']}>
          {types.map((type) => (
            <tr key={type.expenseTypeId}>
              <td data-label="Name">{type.name}</td>
              <td data-label="Counts as">{type.expenseOrSundry === 'E' ? 'expense' : 'sundry'}</td>
              <td className="admin-actions">
                <RenameButton
                  id={`type-${type.expenseTypeId}`}
                  name={type.name}
                  onSave={async (newName) => {
                    const result = await save.run({
                      expenseTypeId: type.expenseTypeId,
                      name: newName,
                      expenseOrSundry: type.expenseOrSundry,
                    });
                    if (result.ok) setOutcome(result.notice);
                    return result;
                  }}
                />
                <HistoryButton
                  record={{
                    recordKind: 'expenseType',
                    recordRef: auditRef.row(type.expenseTypeId),
                    label: type.name,
                  }}
                />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
