// /admin/expense-types: what a bill may be, by name, an expense of a day or a sundry of the month,
// each with its history (issue 24).
import { type FormEvent, useState } from 'react';
import { auditRef } from '../../contract/admin/audit';
import type { Notice } from '../../lib/notices';
import { useMutation } from '../../lib/server-mutation';
import { useQuery } from '../../lib/use-query';
import { useText } from '../../lib/use-text';
import { SelectField } from '../../ui/field';
import { InlineNotice } from '../../ui/inline-notice';
import { PageHeader } from '../../ui/page-header';
import { AdminNav } from './admin-nav';
import { AdminTable } from './admin-table';
import { ADMIN_TEXTS as A } from './admin-texts';
import { expenseTypesQuery, saveExpenseTypeMutation } from './expense-types-queries';
import { HistoryButton } from './record-history';
import { RenameButton } from './rename-button';
import { TextField } from './text-field';
import './admin.css';

const KIND_OPTIONS = [
  { value: 'E', label: A.expenseOfDay },
  { value: 'S', label: A.sundryOfMonth },
];

export default function ExpenseTypesPage() {
  const t = useText();
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
      <PageHeader title={t(A.administration)} backTo="/home" />
      <AdminNav />
      <h2>{t(A.expenseTypes)}</h2>
      <form className="admin-form" onSubmit={onSubmit} noValidate>
        <TextField id="type-name" label={t(A.name)} value={name} onChange={setName} />
        <SelectField
          id="type-kind"
          label={t(A.countsAs)}
          value={kind}
          onChange={(value) => setKind(value as 'E' | 'S')}
          options={KIND_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
        />
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {t(A.addExpenseType)}
          </button>
          <InlineNotice notice={outcome} />
        </div>
      </form>
      {error && <p className="error-text">{error}</p>}
      {isLoading && types.length === 0 && <p className="muted">{t(A.loading)}</p>}
      {!isLoading && !error && types.length === 0 && <p className="centred-message">{t(A.noExpenseTypes)}</p>}
      {types.length > 0 && (
        <AdminTable head={[A.name, A.countsAs, A.actions]}>
          {types.map((type) => (
            <tr key={type.expenseTypeId}>
              <td data-label={t(A.name)} translate="no">
                {type.name}
              </td>
              <td data-label={t(A.countsAs)}>{t(type.expenseOrSundry === 'E' ? A.expense : A.sundry)}</td>
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
