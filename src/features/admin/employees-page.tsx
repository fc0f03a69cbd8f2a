// /admin/employees: the company's people, with search, the inactive among them on request, and
// add, edit, deactivate (and activate again), 'Reset password' and each one's history (issue 24).
import { useState } from 'react';
import type { TAdminEmployee } from '../../contract/admin/employees';
import type { Notice } from '../../lib/notices';
import { useMutation } from '../../lib/server-mutation';
import { useQuery } from '../../lib/use-query';
import { useText } from '../../lib/use-text';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Dialog } from '../../ui/dialog';
import { InlineNotice } from '../../ui/inline-notice';
import { PageHeader } from '../../ui/page-header';
import { AdminNav } from './admin-nav';
import { PEOPLE_TEXTS as P } from './admin-people-texts';
import { AdminTable } from './admin-table';
import { ADMIN_TEXTS as T } from './admin-texts';
import { EmailDomainsSection } from './email-domains-section';
import { EmployeeForm as EmployeeFormLoader } from './employee-form';
import { EmployeeRow } from './employee-row';
import {
  activateMutation,
  deactivateMutation,
  employeesQuery,
  resetPasswordMutation,
} from './employees-queries';
import { ReminderDaysSection } from './reminder-days-section';
import { TpCutoffSection } from './tp-cutoff-section';
import './admin.css';

export default function EmployeesPage() {
  const t = useText();
  const [search, setSearch] = useState('');
  const [includeInactive, setIncludeInactive] = useState(false);
  const { data: employees = [], isLoading, error } = useQuery(employeesQuery, { search, includeInactive });
  const [editing, setEditing] = useState<TAdminEmployee | null | undefined>(undefined);
  const [deactivating, setDeactivating] = useState<TAdminEmployee>();
  const [resetting, setResetting] = useState<TAdminEmployee>();
  const [secret, setSecret] = useState<{
    name: string;
    userName: string;
    password: string;
    message: string;
  }>();
  const [notice, setNotice] = useState<Notice>();
  const deactivate = useMutation(deactivateMutation);
  const activate = useMutation(activateMutation);
  const reset = useMutation(resetPasswordMutation);

  async function onDeactivate(employee: TAdminEmployee) {
    setDeactivating(undefined);
    setNotice((await deactivate.run(employee.employeeId)).notice);
  }

  async function onReset(employee: TAdminEmployee) {
    setResetting(undefined);
    const result = await reset.run(employee.employeeId);
    if (result.ok) {
      setSecret({
        name: employee.employeeName,
        userName: result.data.userName,
        password: result.data.oneTimePassword,
        message: result.data.message,
      });
    } else setNotice(result.notice);
  }

  return (
    <section className="page">
      <PageHeader title={t(T.administration)} backTo="/home" />
      <AdminNav />
      <h2>{t(T.employees)}</h2>
      <div className="admin-toolbar">
        <div className="field">
          <label className="field__label" htmlFor="employee-search">
            {t(P.searchByNameOrCode)}
          </label>
          <input
            id="employee-search"
            className="input"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <label className="admin-check">
          <input
            type="checkbox"
            checked={includeInactive}
            onChange={(event) => setIncludeInactive(event.target.checked)}
          />
          {t(P.showInactive)}
        </label>
        <button type="button" className="button button--primary" onClick={() => setEditing(null)}>
          {t(P.addEmployee)}
        </button>
      </div>
      <InlineNotice notice={notice} />
      {error && <p className="error-text">{t(T.failed)}</p>}
      {isLoading && employees.length === 0 && <p className="muted">{t(T.loading)}</p>}
      {!isLoading && !error && employees.length === 0 && (
        <p className="centred-message">{t(search ? P.noMatch({ search }) : P.noEmployees)}</p>
      )}
      {employees.length > 0 && (
        <AdminTable head={[P.code, P.name, P.designation, P.grade, P.hq, P.reportsTo, P.actions].map(t)}>
          {employees.map((employee) => (
            <EmployeeRow
              key={employee.employeeId}
              employee={employee}
              isBusy={activate.isPending || reset.isPending}
              onEdit={() => setEditing(employee)}
              onActivate={async () => setNotice((await activate.run(employee.employeeId)).notice)}
              onReset={() => setResetting(employee)}
              onDeactivate={() => setDeactivating(employee)}
            />
          ))}
        </AdminTable>
      )}
      <EmailDomainsSection />
      <TpCutoffSection />
      <ReminderDaysSection />
      {editing !== undefined && (
        <EmployeeFormLoader
          employee={editing}
          onDone={(saved) => {
            setEditing(undefined);
            if (saved) setNotice(saved);
          }}
        />
      )}
      {deactivating && (
        <ConfirmDialog
          title={t(P.deactivateTitle({ name: deactivating.employeeName }))}
          confirmText={t(P.deactivate)}
          onConfirm={() => void onDeactivate(deactivating)}
          onCancel={() => setDeactivating(undefined)}
        >
          <p>{t(P.deactivateText)}</p>
        </ConfirmDialog>
      )}
      {resetting && (
        <ConfirmDialog
          title={t(P.resetTitle({ name: resetting.employeeName }))}
          confirmText={t(P.resetPassword)}
          onConfirm={() => void onReset(resetting)}
          onCancel={() => setResetting(undefined)}
        >
          <p>{t(P.resetText)}</p>
        </ConfirmDialog>
      )}
      {secret && (
        <Dialog title={t(P.oneTimePassword)} onClose={() => setSecret(undefined)}>
          <p>{secret.message}</p>
          <p>
            {t(P.signInName)} <strong translate="no">{secret.userName}</strong>
          </p>
          <p className="admin-secret" data-testid="one-time-password">
            {secret.password}
          </p>
        </Dialog>
      )}
    </section>
  );
}
