// Administration in server tests: an employee as adminEmployees lists them, sent back to adminEmployeeSave.
import type { adminEmployeeSave, TAdminEmployee } from '../../src/contract/admin/employees';
import type { BodyOf } from '../../src/contract/call';

/** The save body that leaves `employee` as it is: spread it and change the fields a test is about. */
export function employeeSaveBody(
  companyId: number,
  employee: TAdminEmployee,
): BodyOf<typeof adminEmployeeSave> {
  return {
    companyId,
    employeeId: employee.employeeId,
    empCode: employee.empCode,
    employeeName: employee.employeeName,
    designation: employee.designation,
    gradeId: employee.gradeId,
    areaRange: employee.areaRange,
    territoryId: employee.territoryId,
    hqCityId: employee.hqCityId,
    reportsToId: employee.reportsToId,
    emailId: employee.emailId,
    phoneNumber: employee.phoneNumber,
    isAdmin: employee.isAdmin,
    isFinance: employee.isFinance,
  };
}
