// SQL for employee profiles.
import type { TProfileEditable } from '../../../src/contract/profile';
import type { Queryable } from '../../db/database';

export interface ProfileRow {
  employeeId: number;
  employeeName: string;
  empCode: string;
  designation: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  phoneNumber: string;
  emailId: string;
  areaRange: string;
  image: Uint8Array | null;
  /** The company's email domains (migration 036). */
  emailDomains: string[];
}

export async function findProfile(db: Queryable, employeeId: number): Promise<ProfileRow | undefined> {
  const rows = await db.query<ProfileRow>(
    `select e.id as "employeeId", e.employee_name as "employeeName", e.emp_code as "empCode", e.designation,
            e.address, e.city, e.state, e.pincode, e.phone_number as "phoneNumber", e.email_id as "emailId",
            e.area_range as "areaRange", e.profile_image as image, c.email_domains as "emailDomains"
       from employee e join company c on c.id = e.company_id
      where e.id = $1`,
    [employeeId],
  );
  return rows[0];
}

export async function findProfileImage(db: Queryable, employeeId: number): Promise<Uint8Array | null> {
  const rows = await db.query<{ image: Uint8Array | null }>(
    'select profile_image as image from employee where id = $1',
    [employeeId],
  );
  return rows[0]?.image ?? null;
}

export async function updateProfileFields(
  db: Queryable,
  employeeId: number,
  fields: TProfileEditable,
): Promise<void> {
  await db.query(
    'update employee set address = $2, phone_number = $3, pincode = $4, email_id = $5 where id = $1',
    [employeeId, fields.address, fields.phoneNumber, fields.pincode, fields.emailId],
  );
}

export async function setProfileImage(db: Queryable, employeeId: number, image: Uint8Array | null) {
  await db.query('update employee set profile_image = $2 where id = $1', [employeeId, image]);
}
