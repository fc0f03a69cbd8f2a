// Who a newcomer can sign in as after `npm start`, and what each can do: the start banner prints
// this list and the README repeats it. Every login's password is DEMO_PASSWORD.
export const DEMO_LOGINS: { userName: string; canDo: string }[] = [
  { userName: 'asha', canDo: 'medical representative: captures bills, claims her month, reports calls' },
  { userName: 'rahul', canDo: 'medical representative, with a month in progress' },
  { userName: 'sanjay', canDo: 'medical representative whose last month is complete and unsubmitted' },
  { userName: 'vikram', canDo: "area manager: approves asha's, rahul's and sanjay's claims first" },
  { userName: 'meera', canDo: 'regional manager: approves second, after vikram' },
  { userName: 'priya', canDo: "Sunrise's administrator: employees, places, rates, holidays, imports" },
  { userName: 'kavita', canDo: 'finance: the claims register, payroll export, marking claims paid' },
  { userName: 'arjun', canDo: "administrator of a second company, Apex, which sees nothing of Sunrise's" },
];
