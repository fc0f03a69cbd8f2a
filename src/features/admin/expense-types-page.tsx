// /admin/expense-types: what a bill may be, by name, an expense of a day or a sundry of the month.
import { type FormEvent, useState } from 'react';
import { useMutation } from '../../lib/server-mutation';
import { useQuery } from '../../lib/server-store';
import { Field } from '../../ui/field';
import { PageHeader } from '../../ui/page-header';
import { AdminNav } from './admin-nav';
import { expenseTypesQuery, saveExpenseTypeMutation } from './admin-queries';
import './admin.css';

export default function ExpenseTypesPage() {
  const { data: types = [], isLoading, error } = useQuery(expenseTypesQuery, undefined);
  const [name, setName] = useState('');
  const [kind, setKind] = useState<'E' | 'S'>('E');
  const [outcome, setOutcome] = useState<{ text: string; isError: boolean }>();
  const save = useMutation(saveExpenseTypeMutation);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = await save.run({ expenseTypeId: null, name, expenseOrSundry: kind });
    setOutcome({ text: result.ok ? result.data : result.message, isError: !result.ok });
  }

  return (
    <section className="page">
      <PageHeader title="Administration" backTo="/home" />
      <AdminNav />
      <h2>Expense types</h2>
      <form className="admin-form" onSubmit={onSubmit} noValidate>
        <Field id="type-name" label="Name">
          {(control) => (
            <input
              {...control}
              className="input"
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </Field>
        <Field id="type-kind" label="Counts as">
          {(control) => (
            <select
              {...control}
              className="select"
              value={kind}
              onChange={(event) => setKind(event.target.value as 'E' | 'S')}
            >
              <option value="E">Expense (of a day)</option>
              <option value="S">Sundry (of the month)</option>
            </select>
          )}
        </Field>
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            Add expense type
          </button>
          {outcome && (
            <p className={outcome.isError ? 'error-text' : 'muted'} role="status">
              {outcome.text}
            </p>
          )}
        </div>
      </form>
      {error && <p className="error-text">{error}</p>}
      {isLoading && types.length === 0 && <p className="muted">Loading...</p>}
      {!isLoading && !error && types.length === 0 && <p className="centred-message">No expense types yet.</p>}
      {types.length > 0 && (
        <ul>
          {types.map((type) => (
            <li key={type.expenseTypeId}>
              {type.name} ({type.expenseOrSundry === 'E' ? 'expense' : 'sundry'})
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
