// The demo company of DESIGN.md section 6, as data: its places, people, rules and rates (its bills,
// fare charts and travelled days are in demo-bills.ts, demo-fare-charts.ts and demo-routes.ts).

import { NOTIFICATION_TEXTS } from '../../src/contract/notification-texts';
import { NOTIFICATION_LINKS } from '../../src/contract/notifications';
import { monthOf } from '../../src/pure/calendar';
import { monthNameText } from '../../src/pure/calendar-texts';
import type { Text } from '../../src/pure/texts';

export const DEMO_PASSWORD = 'Tourbook@123';
export const DEMO_COMPANY = 'Sunrise Pharmaceuticals Ltd';

/**
 * A territory is a representative's patch: the HQ and the towns worked from it, since an employee
 * of area range T keeps every fare-chart journey inside their own territory (spec section 5).
 */
export const TERRITORIES: Record<string, string[]> = {
  'Pune West': ['Pune', 'Pimpri-Chinchwad', 'Talegaon', 'Lonavala'],
  'Pune East': ['Hadapsar', 'Baramati', 'Shirur'],
  Satara: ['Satara', 'Karad', 'Wai'],
  Nashik: ['Nashik', 'Igatpuri', 'Sinnar', 'Niphad'],
  'Nashik Rural': ['Malegaon', 'Manmad', 'Yeola'],
  Mumbai: ['Mumbai', 'Thane'],
};

export const CATEGORIES = [
  { id: 1, name: 'HQ' },
  { id: 2, name: 'EX-HQ' },
  { id: 3, name: 'Out Station' },
];

export const TRANSPORT_MODES = [
  { id: 1, name: 'Bike' },
  { id: 2, name: 'Train' },
  { id: 3, name: 'Bus' },
  { id: 4, name: 'Car' },
  { id: 5, name: 'Flight' },
  { id: 6, name: 'Taxi' },
];

interface DemoEmployee {
  userName: string;
  employeeName: string;
  empCode: string;
  designation: string;
  areaRange: 'T' | 'A' | 'R' | 'Z';
  reportsTo: string | null;
  territory: string;
  hqCity: string;
  address: string;
  state: string;
  pincode: string;
  phoneNumber: string;
  emailId: string;
}

/** Managers come before the people who report to them. */
export const EMPLOYEES: DemoEmployee[] = [
  {
    userName: 'meera',
    employeeName: 'Meera Iyer',
    empCode: 'SPL0101',
    designation: 'Regional Manager',
    areaRange: 'R',
    reportsTo: null,
    territory: 'Mumbai',
    hqCity: 'Mumbai',
    address: '14 Marine Drive, Churchgate',
    state: 'Maharashtra',
    pincode: '400020',
    phoneNumber: '9820012345',
    emailId: 'meera.iyer.spl@gmail.com',
  },
  {
    userName: 'vikram',
    employeeName: 'Vikram Joshi',
    empCode: 'SPL0214',
    designation: 'Area Manager',
    areaRange: 'A',
    reportsTo: 'meera',
    territory: 'Pune West',
    hqCity: 'Pune',
    address: '7 Prabhat Road, Erandwane',
    state: 'Maharashtra',
    pincode: '411004',
    phoneNumber: '9822034567',
    emailId: 'vikram.joshi.spl@gmail.com',
  },
  {
    userName: 'asha',
    employeeName: 'Asha Kulkarni',
    empCode: 'SPL0457',
    designation: 'Medical Representative',
    areaRange: 'T',
    reportsTo: 'vikram',
    territory: 'Pune West',
    hqCity: 'Pune',
    address: '22 Karve Road, Kothrud',
    state: 'Maharashtra',
    pincode: '411038',
    phoneNumber: '9890145678',
    emailId: 'asha.kulkarni.spl@gmail.com',
  },
  {
    userName: 'rahul',
    employeeName: 'Rahul Deshmukh',
    empCode: 'SPL0463',
    designation: 'Medical Representative',
    areaRange: 'T',
    reportsTo: 'vikram',
    territory: 'Nashik',
    hqCity: 'Nashik',
    address: '5 College Road, Gangapur',
    state: 'Maharashtra',
    pincode: '422005',
    phoneNumber: '9765256789',
    emailId: 'rahul.deshmukh.spl@gmail.com',
  },
  {
    // DESIGN.md section 8: last month complete and not submitted, so a final submit can be tried any day.
    userName: 'sanjay',
    employeeName: 'Sanjay Patil',
    empCode: 'SPL0471',
    designation: 'Medical Representative',
    areaRange: 'T',
    reportsTo: 'vikram',
    territory: 'Satara',
    hqCity: 'Satara',
    address: '31 Rajwada Chowk, Sadar Bazar',
    state: 'Maharashtra',
    pincode: '415001',
    phoneNumber: '9850367890',
    emailId: 'sanjay.patil.spl@gmail.com',
  },
];

/**
 * The demo's notifications on `today`: those about a claim name its month (the month before last
 * approved; sanjay's last month ready to submit, a reminder that goes when he submits it).
 */
export function demoNotifications(today: string): Record<string, [Text | string, string?][]> {
  const named = (shift: number) => {
    const { year, month } = monthOf(today, shift);
    return { month: monthNameText(month), year };
  };
  const monthLink = (shift: number) => {
    const { year, month } = monthOf(today, shift);
    return NOTIFICATION_LINKS.myExpenseMonth(year, month);
  };
  return {
    asha: [
      [NOTIFICATION_TEXTS.claimApproved(named(-2)), monthLink(-2)],
      ['Reminder: submit this month’s expenses by the 5th of next month.', monthLink(0)],
      ['Your standard fare chart draft has one journey waiting to be submitted.', NOTIFICATION_LINKS.sfc],
    ],
    rahul: [
      [NOTIFICATION_TEXTS.claimApproved(named(-2)), monthLink(-2)],
      ['Reminder: submit this month’s expenses by the 5th of next month.', monthLink(0)],
      ['Your standard fare chart submission is waiting for approval.', NOTIFICATION_LINKS.sfc],
    ],
    vikram: [
      ['Rahul Deshmukh submitted a standard fare chart for approval.', NOTIFICATION_LINKS.stpfcApproval],
      ['Expense claims of your team are waiting for approval.', NOTIFICATION_LINKS.expenseApproval],
    ],
    meera: [
      ['Area expense claims approved at level 1 are waiting for you.', NOTIFICATION_LINKS.expenseApproval],
    ],
    sanjay: [
      [NOTIFICATION_TEXTS.claimWaitsLevel2(named(-2)), monthLink(-2)],
      [NOTIFICATION_TEXTS.submitReminder(named(-1)), monthLink(-1)],
    ],
  };
}

/** Expense types: 'E' claims of a day, 'S' sundries of the month. */
export const EXPENSE_TYPES: { name: string; expenseOrSundry: 'E' | 'S' }[] = [
  { name: 'Travel', expenseOrSundry: 'E' },
  { name: 'Food', expenseOrSundry: 'E' },
  { name: 'Accommodation', expenseOrSundry: 'E' },
  { name: 'Miscellaneous', expenseOrSundry: 'E' },
  { name: 'Courier', expenseOrSundry: 'S' },
  { name: 'Stationery', expenseOrSundry: 'S' },
  { name: 'Mobile Recharge', expenseOrSundry: 'S' },
  { name: 'Printing', expenseOrSundry: 'S' },
];

/** Daily allowance in rupees by category id (1 HQ, 2 EX-HQ, 3 Out Station) and grade. */
export const DAILY_ALLOWANCES: { categoryId: number; gradeId: number; rupees: number }[] = [
  { categoryId: 1, gradeId: 1, rupees: 250 },
  { categoryId: 2, gradeId: 1, rupees: 400 },
  { categoryId: 3, gradeId: 1, rupees: 750 },
  { categoryId: 1, gradeId: 2, rupees: 350 },
  { categoryId: 2, gradeId: 2, rupees: 550 },
  { categoryId: 3, gradeId: 2, rupees: 1000 },
];

/** Holidays on the same date every year (month-day); the seed writes them for last, this and next year. */
export const FIXED_HOLIDAYS: { monthDay: string; name: string }[] = [
  { monthDay: '01-26', name: 'Republic Day' },
  { monthDay: '05-01', name: 'Maharashtra Day' },
  { monthDay: '08-15', name: 'Independence Day' },
  { monthDay: '10-02', name: 'Gandhi Jayanti' },
  { monthDay: '12-25', name: 'Christmas' },
];

/**
 * One-way road distances in km between city pairs, each pair once (the engine reads them both
 * ways). Approximate road distances, Google Maps / MSRDC figures, rounded to the kilometre.
 */
export const ROAD_DISTANCES: [string, string, number][] = [
  ['Pune', 'Pimpri-Chinchwad', 18],
  ['Pune', 'Talegaon', 35],
  ['Pune', 'Lonavala', 65],
  ['Pimpri-Chinchwad', 'Talegaon', 18],
  ['Pimpri-Chinchwad', 'Lonavala', 47],
  ['Talegaon', 'Lonavala', 30],
  ['Pune', 'Hadapsar', 10],
  ['Pune', 'Baramati', 100],
  ['Pune', 'Shirur', 65],
  ['Hadapsar', 'Baramati', 90],
  ['Pune', 'Satara', 112],
  ['Pune', 'Wai', 90],
  ['Satara', 'Karad', 52],
  ['Satara', 'Wai', 35],
  ['Nashik', 'Igatpuri', 45],
  ['Nashik', 'Sinnar', 30],
  ['Nashik', 'Niphad', 40],
  ['Nashik', 'Malegaon', 105],
  ['Nashik', 'Manmad', 80],
  ['Nashik', 'Yeola', 85],
  ['Manmad', 'Malegaon', 40],
  ['Manmad', 'Yeola', 25],
  ['Mumbai', 'Thane', 25],
  ['Mumbai', 'Lonavala', 85],
  ['Mumbai', 'Pune', 150],
  ['Mumbai', 'Nashik', 167],
  ['Thane', 'Nashik', 145],
  ['Pune', 'Nashik', 210],
];

/**
 * Fare in rupees per km by transport mode id and grade: the company's travel policy. Grade 1 has
 * no flight rate, so its representatives are not offered flights.
 */
export const FARE_RATES: { transportId: number; gradeId: number; rupeesPerKm: number }[] = [
  { transportId: 1, gradeId: 1, rupeesPerKm: 3.5 },
  { transportId: 2, gradeId: 1, rupeesPerKm: 1.5 },
  { transportId: 3, gradeId: 1, rupeesPerKm: 2 },
  { transportId: 4, gradeId: 1, rupeesPerKm: 8 },
  { transportId: 6, gradeId: 1, rupeesPerKm: 12 },
  { transportId: 1, gradeId: 2, rupeesPerKm: 4 },
  { transportId: 2, gradeId: 2, rupeesPerKm: 2.5 },
  { transportId: 3, gradeId: 2, rupeesPerKm: 2.5 },
  { transportId: 4, gradeId: 2, rupeesPerKm: 10 },
  { transportId: 5, gradeId: 2, rupeesPerKm: 7 },
  { transportId: 6, gradeId: 2, rupeesPerKm: 14 },
];
