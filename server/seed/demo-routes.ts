// The demo company's travelled days, as data: each a route of the approved fare chart.
interface DemoRoute {
  userName: string;
  /** The working day of the month it goes on, counted from 0 (Sundays and holidays skipped). */
  workingDay: number;
  /** City names in the order travelled: each pair is a leg of the approved chart. */
  cities: string[];
  /** 1 full day, 2 first half, 3 second half. */
  period: 1 | 2 | 3;
  /** An activity of migration 005: 1 Field Work, 2 Meeting. */
  activityTypeId: number;
  isStay: boolean;
  remarks: string;
}

/**
 * Modified days of the demo's three months (only those up to today): EX-HQ rounds, an
 * out-station trip with a night away, and a half-day meeting, each priced from the approved chart.
 */
export const DEMO_ROUTES: DemoRoute[] = [
  {
    userName: 'asha',
    workingDay: 1,
    cities: ['Pune', 'Pimpri-Chinchwad', 'Pune'],
    period: 1,
    activityTypeId: 1,
    isStay: false,
    remarks: 'YCM hospital doctors and Chinchwad chemists',
  },
  {
    userName: 'asha',
    workingDay: 3,
    cities: ['Pune', 'Lonavala'],
    period: 1,
    activityTypeId: 1,
    isStay: true,
    remarks: 'Lonavala clinics; stayed overnight for the morning OPD',
  },
  {
    userName: 'asha',
    workingDay: 4,
    cities: ['Lonavala', 'Pune'],
    period: 1,
    activityTypeId: 1,
    isStay: false,
    remarks: 'Lonavala morning OPD, back to Pune',
  },
  {
    userName: 'asha',
    workingDay: 6,
    cities: ['Pune', 'Pune'],
    period: 2,
    activityTypeId: 2,
    isStay: false,
    remarks: 'Area review meeting with Vikram',
  },
  {
    userName: 'rahul',
    workingDay: 1,
    cities: ['Nashik', 'Sinnar', 'Nashik'],
    period: 1,
    activityTypeId: 1,
    isStay: false,
    remarks: 'Sinnar MIDC doctors',
  },
  {
    userName: 'rahul',
    workingDay: 3,
    cities: ['Nashik', 'Igatpuri'],
    period: 1,
    activityTypeId: 1,
    isStay: true,
    remarks: 'Igatpuri chemists; stayed for the next morning',
  },
  {
    userName: 'rahul',
    workingDay: 4,
    cities: ['Igatpuri', 'Nashik'],
    period: 1,
    activityTypeId: 1,
    isStay: false,
    remarks: 'Igatpuri hospital, back to Nashik',
  },
  {
    userName: 'sanjay',
    workingDay: 2,
    cities: ['Satara', 'Wai', 'Satara'],
    period: 1,
    activityTypeId: 1,
    isStay: false,
    remarks: 'Wai clinics and chemists',
  },
  {
    userName: 'sanjay',
    workingDay: 5,
    cities: ['Satara', 'Karad', 'Satara'],
    period: 1,
    activityTypeId: 1,
    isStay: false,
    remarks: 'Karad hospital round',
  },
];
