// /admin/employees: the company's people, with search, the inactive among them on request, and
// add, edit, deactivate (and activate again), 'Reset password' and each one's history (issue 24).
import { useState } from 'react';
import { auditRef } from '../../contract/admin/audit';
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
import { AdminTable } from './admin-table';
import { ADMIN_TEXTS as A } from './admin-texts';
import { EmailDomainsSection } from './email-domains-section';
import { EmployeeForm as EmployeeFormLoader } from './employee-form';
import {
  activateMutation,
  deactivateMutation,
  employeesQuery,
  resetPasswordMutation,
} from './employees-queries';
import { HistoryButton } from './record-history';
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
      <PageHeader title={t(A.administration)} backTo="/home" />
      <AdminNav />
      <h2>{t(A.employees)}</h2>
      <div className="admin-toolbar">
        <div className="field">
          <label className="field__label" htmlFor="employee-search">
            {t(A.searchEmployees)}
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
          {t(A.showInactive)}
        </label>
        <button type="button" className="button button--primary" onClick={() => setEditing(null)}>
          {t(A.addEmployee)}
        </button>
      </div>
      <InlineNotice notice={notice} />
      {error && <p className="error-text">{error}</p>}
      {isLoading && employees.length === 0 && <p className="muted">{t(A.loading)}</p>}
      {!isLoading && !error && employees.length === 0 && (
        <p className="centred-message">{t(search ? A.noEmployeeMatches({ search }) : A.noEmployees)}</p>
      )}
      {employees.length > 0 && (
        <AdminTable head={[A.code, A.name, A.designation, A.grade, A.hq, A.reportsTo, A.actions]}>
          {employees.map((employee) => (
            <tr key={employee.employeeId} className={employee.isActive ? undefined : 'admin-inactive'}>
              <td data-label={t(A.code)} translate="no">
                {employee.empCode}
              </td>
              <td data-label={t(A.name)}>
                <span translate="no">{employee.employeeName}</span>
                {employee.isAdmin && ` ${t(A.asAdministrator)}`}
                {employee.isFinance && ` ${t(A.asFinance)}`}
                {!employee.isActive && ` ${t(A.asInactive)}`}
              </td>
              <td data-label={t(A.designation)} translate="no">
                {employee.designation}
              </td>
              <td data-label={t(A.grade)} translate="no">
                {employee.gradeId} {employee.areaRange}
              </td>
              <td data-label={t(A.hq)} translate="no">
                {employee.hqCityName ?? '—'}
              </td>
              <td data-label={t(A.reportsTo)} translate="no">
                {employee.reportsToName ?? '—'}
              </td>
              <td className="admin-actions">
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => setEditing(employee)}
                >
                  {t(A.edit)}
                  <span className="visually-hidden" translate="no">{` ${employee.employeeName}`}</span>
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
                    {t(A.activate)}
                    <span className="visually-hidden" translate="no">{` ${employee.employeeName}`}</span>
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
                      <span aria-hidden="true">{t(A.resetPassword)}</span>
                      <span className="visually-hidden">
                        {t(A.resetPasswordOf({ name: employee.employeeName }))}
                      </span>
                    </button>
                    <button
                      type="button"
                      className="button button--danger"
                      onClick={() => setDeactivating(employee)}
                    >
                      {t(A.deactivate)}
                      <span className="visually-hidden" translate="no">{` ${employee.employeeName}`}</span>
                    </button>
                  </>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <EmailDomainsSection />
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
          title={t(A.deactivateQuestion({ name: deactivating.employeeName }))}
          confirmText={t(A.deactivate)}
          onConfirm={() => void onDeactivate(deactivating)}
          onCancel={() => setDeactivating(undefined)}
        >
          <p>{t(A.deactivateText)}</p>
        </ConfirmDialog>
      )}
      {resetting && (
        <ConfirmDialog
          title={t(A.resetQuestion({ name: resetting.employeeName }))}
          confirmText={t(A.resetPassword)}
          onConfirm={() => void onReset(resetting)}
          onCancel={() => setResetting(undefined)}
        >
          <p>{t(A.resetText)}</p>
        </ConfirmDialog>
      )}
      {secret && (
        <Dialog title={t(A.oneTimePassword)} onClose={() => setSecret(undefined)}>
          <p>{secret.message}</p>
          <p>
            {t(A.signInName)} <strong translate="no">{secret.userName}</strong>
          </p>
          <p className="admin-secret" data-testid="one-time-password">
            {secret.password}
          </p>
        </Dialog>
      )}
    </section>
  );
}
