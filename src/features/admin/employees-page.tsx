// /admin/employees: the company's people, with search, the inactive among them on request, and
// add, edit, deactivate (and activate again), 'Reset password' and each one's history (issue 24).
import { useState } from 'react';
import { auditRef } from '../../contract/admin/audit';
import type { TAdminEmployee } from '../../contract/admin/employees';
import type { Notice } from '../../lib/notices';
import { useMutation } from '../../lib/server-mutation';
import { useQuery } from '../../lib/use-query';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Dialog } from '../../ui/dialog';
import { InlineNotice } from '../../ui/inline-notice';
import { PageHeader } from '../../ui/page-header';
import { AdminNav } from './admin-nav';
import { AdminTable } from './admin-table';
import { EmailDomainsSection } from './email-domains-section';
import { EmployeeForm as EmployeeFormLoader } from './employee-form';
import {
  activateMutation,
  deactivateMutation,
  employeesQuery,
  resetPasswordMutation,
} from './employees-queries';
import { HistoryButton } from './record-history';
import { ReminderDaysSection } from './reminder-days-section';
import { TpCutoffSection } from './tp-cutoff-section';
import './admin.css';

export default function EmployeesPage() {
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
      <PageHeader title="Administration" backTo="/home" />
      <AdminNav />
      <h2>Employees</h2>
      <div className="admin-toolbar">
        <div className="field">
          <label className="field__label" htmlFor="employee-search">
            Search by name or code
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
          Show inactive
        </label>
        <button type="button" className="button button--primary" onClick={() => setEditing(null)}>
          Add employee
        </button>
      </div>
      <InlineNotice notice={notice} />
      {error && <p className="error-text">{error}</p>}
      {isLoading && employees.length === 0 && <p className="muted">Loading...</p>}
      {!isLoading && !error && employees.length === 0 && (
        <p className="centred-message">{search ? `No employee matches ${search}.` : 'No employees yet.'}</p>
      )}
      {employees.length > 0 && (
        <AdminTable head={['Code', 'Name', 'Designation', 'Grade', 'HQ', 'Reports to', 'Actions']}>
          {employees.map((employee) => (
            <tr key={employee.employeeId} className={employee.isActive ? undefined : 'admin-inactive'}>
              <td data-label="Code">{employee.empCode}</td>
              <td data-label="Name">
                {employee.employeeName}
                {employee.isAdmin && ' (administrator)'}
                {employee.isFinance && ' (finance)'}
                {!employee.isActive && ' (inactive)'}
              </td>
              <td data-label="Designation">{employee.designation}</td>
              <td data-label="Grade">
                {employee.gradeId} {employee.areaRange}
              </td>
              <td data-label="HQ">{employee.hqCityName ?? '—'}</td>
              <td data-label="Reports to">{employee.reportsToName ?? '—'}</td>
              <td className="admin-actions">
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => setEditing(employee)}
                >
                  Edit<span className="visually-hidden"> {employee.employeeName}</span>
                </button>
                <HistoryButton
                  record={{
                    recordKind: 'employee',
                    recordRef: auditRef.row(employee.employeeId),
                    label: employee.employeeName,
                  }}
                />
                {!employee.isActive && (
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={activate.isPending}
                    onClick={async () => setNotice((await activate.run(employee.employeeId)).notice)}
                  >
                    Activate<span className="visually-hidden"> {employee.employeeName}</span>
                  </button>
                )}
                {employee.isActive && (
                  <>
                    <button
                      type="button"
                      className="button button--secondary"
                      disabled={reset.isPending}
                      onClick={() => setResetting(employee)}
                    >
                      Reset password<span className="visually-hidden"> of {employee.employeeName}</span>
                    </button>
                    <button
                      type="button"
                      className="button button--danger"
                      onClick={() => setDeactivating(employee)}
                    >
                      Deactivate<span className="visually-hidden"> {employee.employeeName}</span>
                    </button>
                  </>
                )}
              </td>
            </tr>
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
          title={`Deactivate ${deactivating.employeeName}?`}
          confirmText="Deactivate"
          onConfirm={() => void onDeactivate(deactivating)}
          onCancel={() => setDeactivating(undefined)}
        >
          <p>
            They will not be able to sign in. Their claims and history stay; the people who report to them
            will report to their manager.
          </p>
        </ConfirmDialog>
      )}
      {resetting && (
        <ConfirmDialog
          title={`Reset ${resetting.employeeName}'s password?`}
          confirmText="Reset password"
          onConfirm={() => void onReset(resetting)}
          onCancel={() => setResetting(undefined)}
        >
          <p>
            Their password stops working at once, on every device, until they sign in with the one-time
            password you will be shown and choose a new one.
          </p>
        </ConfirmDialog>
      )}
      {secret && (
        <Dialog title="One-time password" onClose={() => setSecret(undefined)}>
          <p>{secret.message}</p>
          <p>
            Sign-in name: <strong>{secret.userName}</strong>
          </p>
          <p className="admin-secret" data-testid="one-time-password">
            {secret.password}
          </p>
        </Dialog>
      )}
    </section>
  );
}
