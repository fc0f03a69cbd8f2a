// The demo company's receipts, as data: unreported bills, this month's, and those on last month's claim.
export interface DemoBill {
  userName: string;
  /** server/seed/bills/<image>.jpg and <image>.thumb.jpg, drawn by scripts/render-seed-bills.ts. */
  image: string;
  expenseType: string;
  invoiceNumber: string;
  rupees: number;
  /** The invoice date, in days before today. */
  daysAgo: number;
  description: string;
}

export const DEMO_BILLS: DemoBill[] = [
  {
    userName: 'asha',
    image: 'asha-restaurant',
    expenseType: 'Food',
    invoiceNumber: 'SHR/2231',
    rupees: 609,
    daysAgo: 2,
    description: 'Working lunch after the Deccan chemist round',
  },
  {
    userName: 'asha',
    image: 'asha-auto-rickshaw',
    expenseType: 'Travel',
    invoiceNumber: 'MH12-4417',
    rupees: 186,
    daysAgo: 4,
    description: 'Auto-rickshaw, Swargate to Kothrud',
  },
  {
    userName: 'rahul',
    image: 'rahul-fuel',
    expenseType: 'Travel',
    invoiceNumber: 'HP/NSK/88213',
    rupees: 1450,
    daysAgo: 1,
    description: 'Petrol for the Sinnar and Niphad visits',
  },
  {
    userName: 'rahul',
    image: 'rahul-courier',
    expenseType: 'Courier',
    invoiceNumber: 'Z51873',
    rupees: 90,
    daysAgo: 3,
    description: 'Samples request forms to the Mumbai office',
  },
];

/**
 * Bills on the first working day of asha's current month (dated the 1st, on or before that day),
 * so every figure of her dashboard's bill summary is real and different: Travel, Food,
 * Accommodation, Miscellaneous, and a sundry that counts toward the month's total only.
 */
export const DEMO_CURRENT_MONTH_BILLS: Omit<DemoBill, 'daysAgo'>[] = [
  {
    userName: 'asha',
    image: 'asha-auto-rickshaw',
    expenseType: 'Travel',
    invoiceNumber: 'DQ/12044',
    rupees: 420,
    description: 'Train ticket, Deccan Queen',
  },
  {
    userName: 'asha',
    image: 'asha-restaurant',
    expenseType: 'Food',
    invoiceNumber: 'VSH/3310',
    rupees: 240,
    description: 'Dinner with a stockist',
  },
  {
    userName: 'asha',
    image: 'asha-restaurant',
    expenseType: 'Accommodation',
    invoiceNumber: 'HTL/8012',
    rupees: 1600,
    description: 'Hotel night before the Satara meeting',
  },
  {
    userName: 'asha',
    image: 'asha-auto-rickshaw',
    expenseType: 'Miscellaneous',
    invoiceNumber: 'PRK/0045',
    rupees: 135,
    description: 'Parking at the hospital',
  },
  {
    userName: 'asha',
    image: 'asha-restaurant',
    expenseType: 'Courier',
    invoiceNumber: 'DTDC/7719',
    rupees: 75,
    description: 'Samples to a stockist',
  },
];

interface DemoAttachedBill extends Omit<DemoBill, 'daysAgo'> {
  /** Attached to this working day of last month (the submitted one), dated that day. */
  workingDay: number;
}

/** Bills already on days of last month's submitted claim, so the approver has something to look at. */
export const DEMO_ATTACHED_BILLS: DemoAttachedBill[] = [
  {
    userName: 'asha',
    image: 'asha-restaurant',
    expenseType: 'Accommodation',
    invoiceNumber: 'HLV/7702',
    rupees: 1850,
    workingDay: 3,
    description: 'Hotel night at Lonavala',
  },
  {
    userName: 'asha',
    image: 'asha-auto-rickshaw',
    expenseType: 'Travel',
    invoiceNumber: 'MH14-2290',
    rupees: 140,
    workingDay: 4,
    description: 'Auto-rickshaw, Lonavala station to the clinic',
  },
  {
    userName: 'rahul',
    image: 'rahul-courier',
    expenseType: 'Courier',
    invoiceNumber: 'Z50112',
    rupees: 120,
    workingDay: 3,
    description: 'Sample cartons to the Igatpuri stockist',
  },
];
