// One employee of /admin/employees: code, name with their roles, designation, grade, HQ, manager,
// and what the administrator may do to them (edit, history, activate, reset password, deactivate).
import { auditRef } from '../../contract/admin/audit';
import type { TAdminEmployee } from '../../contract/admin/employees';
import { useText } from '../../lib/use-text';
import { PEOPLE_TEXTS as P } from './admin-people-texts';
import { HistoryButton } from './record-history';

export function EmployeeRow({
  employee,
  isBusy,
  onEdit,
  onActivate,
  onReset,
  onDeactivate,
}: {
  employee: TAdminEmployee;
  /** An activation or a password reset is on its way. */
  isBusy: boolean;
  onEdit: () => void;
  onActivate: () => void;
  onReset: () => void;
  onDeactivate: () => void;
}) {
  const t = useText();
  return (
    <tr className={employee.isActive ? undefined : 'admin-inactive'}>
      <td data-label={t(P.code)} translate="no">
        {employee.empCode}
      </td>
      <td data-label={t(P.name)}>
        <span translate="no">{employee.employeeName}</span>
        {employee.isAdmin && ` ${t(P.administratorBadge)}`}
        {employee.isFinance && ` ${t(P.financeBadge)}`}
        {!employee.isActive && ` ${t(P.inactiveBadge)}`}
      </td>
      <td data-label={t(P.designation)} translate="no">
        {employee.designation}
      </td>
      <td data-label={t(P.grade)} translate="no">
        {employee.gradeId} {employee.areaRange}
      </td>
      <td data-label={t(P.hq)} translate="no">
        {employee.hqCityName ?? '—'}
      </td>
      <td data-label={t(P.reportsTo)} translate="no">
        {employee.reportsToName ?? '—'}
      </td>
      <td className="admin-actions">
        <button
          type="button"
          className="button button--secondary"
          aria-label={t(P.editOf({ name: employee.employeeName }))}
          onClick={onEdit}
        >
          {t(P.edit)}
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
            disabled={isBusy}
            aria-label={t(P.activateOf({ name: employee.employeeName }))}
            onClick={onActivate}
          >
            {t(P.activate)}
          </button>
        )}
        {employee.isActive && (
          <>
            <button
              type="button"
              className="button button--secondary"
              disabled={isBusy}
              aria-label={t(P.resetPasswordOf({ name: employee.employeeName }))}
              onClick={onReset}
            >
              {t(P.resetPassword)}
            </button>
            <button
              type="button"
              className="button button--danger"
              aria-label={t(P.deactivateOf({ name: employee.employeeName }))}
              onClick={onDeactivate}
            >
              {t(P.deactivate)}
            </button>
          </>
        )}
      </td>
    </tr>
  );
}
