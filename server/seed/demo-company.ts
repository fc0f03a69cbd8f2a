// The demo company of DESIGN.md section 6, as data: the seed writes it into an empty database.
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

export interface DemoEmployee {
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

export const NOTIFICATIONS: Record<string, string[]> = {
  asha: [
    'Your expense claim for the month before last has been approved.',
    'Reminder: submit this month’s expenses by the 5th of next month.',
    'Your standard fare chart draft has one journey waiting to be submitted.',
  ],
  rahul: [
    'Your expense claim for the month before last has been approved.',
    'Reminder: submit this month’s expenses by the 5th of next month.',
    'Your standard fare chart submission is waiting for approval.',
  ],
  vikram: [
    'Rahul Deshmukh submitted a standard fare chart for approval.',
    'Expense claims of your team are waiting for approval.',
  ],
  meera: ['Area expense claims approved at level 1 are waiting for you.'],
  sanjay: [
    'Your expense claim for the month before last was approved at level 1 and waits for level 2.',
    'Reminder: last month’s expenses are ready to submit.',
  ],
};

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

export interface DemoJourney {
  from: string;
  to: string;
  /** 1 HQ, 2 EX-HQ, 3 Out Station. */
  categoryId: number;
  /** 1 Bike, 2 Train, 3 Bus, 4 Car, 6 Taxi. */
  transportId: number;
  status: 'D' | 'S' | 'A' | 'R';
  reason?: string;
  /** 'approved': the chart's effective-from date (the month before last); 'next': the 1st of next month. */
  effective: 'approved' | 'next';
  chemists: number;
  doctors: number;
  specification: string;
  remarks: string;
}

/**
 * The fare charts of DESIGN.md section 6: approved HQ, EX-HQ and Out Station journeys, asha's
 * drafts (her dashboard's pending tasks) and a rejected one, rahul's submission waiting for vikram.
 * The seed prices every journey with the fare engine, as a save would.
 */
export const FARE_CHARTS: Record<string, DemoJourney[]> = {
  asha: [
    {
      from: 'Pune',
      to: 'Pune',
      categoryId: 1,
      transportId: 1,
      status: 'A',
      reason: 'Approved',
      effective: 'approved',
      chemists: 12,
      doctors: 18,
      specification: 'Kothrud, Deccan and Shivajinagar clinics',
      remarks: 'Daily HQ round',
    },
    {
      from: 'Pune',
      to: 'Pimpri-Chinchwad',
      categoryId: 2,
      transportId: 1,
      status: 'A',
      reason: 'Approved',
      effective: 'approved',
      chemists: 8,
      doctors: 10,
      specification: 'YCM hospital area and Chinchwad station',
      remarks: 'Weekly, Tuesdays',
    },
    {
      from: 'Pune',
      to: 'Lonavala',
      categoryId: 3,
      transportId: 3,
      status: 'A',
      reason: 'Approved',
      effective: 'approved',
      chemists: 5,
      doctors: 6,
      specification: 'Lonavala and Khandala clinics',
      remarks: 'Twice a month, night halt',
    },
    {
      from: 'Pune',
      to: 'Talegaon',
      categoryId: 2,
      transportId: 4,
      status: 'R',
      reason: 'Car is allowed only for Out Station journeys; use Bike for Talegaon.',
      effective: 'approved',
      chemists: 4,
      doctors: 5,
      specification: 'Talegaon Dabhade MIDC',
      remarks: 'Fortnightly',
    },
    {
      from: 'Pune',
      to: 'Talegaon',
      categoryId: 2,
      transportId: 1,
      status: 'D',
      effective: 'next',
      chemists: 4,
      doctors: 5,
      specification: 'Talegaon Dabhade MIDC',
      remarks: 'Fortnightly',
    },
    {
      from: 'Pimpri-Chinchwad',
      to: 'Lonavala',
      categoryId: 3,
      transportId: 3,
      status: 'D',
      effective: 'next',
      chemists: 3,
      doctors: 4,
      specification: 'Continuing from the Chinchwad round',
      remarks: 'Monthly',
    },
  ],
  sanjay: [
    {
      from: 'Satara',
      to: 'Satara',
      categoryId: 1,
      transportId: 1,
      status: 'A',
      reason: 'Approved',
      effective: 'approved',
      chemists: 9,
      doctors: 12,
      specification: 'Sadar Bazar and Powai Naka clinics',
      remarks: 'Daily HQ round',
    },
    {
      from: 'Satara',
      to: 'Wai',
      categoryId: 2,
      transportId: 1,
      status: 'A',
      reason: 'Approved',
      effective: 'approved',
      chemists: 4,
      doctors: 5,
      specification: 'Wai town and Panchgani road',
      remarks: 'Weekly',
    },
    {
      from: 'Satara',
      to: 'Karad',
      categoryId: 3,
      transportId: 3,
      status: 'A',
      reason: 'Approved',
      effective: 'approved',
      chemists: 6,
      doctors: 7,
      specification: 'Karad hospitals',
      remarks: 'Twice a month',
    },
  ],
  rahul: [
    {
      from: 'Nashik',
      to: 'Nashik',
      categoryId: 1,
      transportId: 1,
      status: 'A',
      reason: 'Approved',
      effective: 'approved',
      chemists: 10,
      doctors: 14,
      specification: 'College Road and Gangapur Road clinics',
      remarks: 'Daily HQ round',
    },
    {
      from: 'Nashik',
      to: 'Sinnar',
      categoryId: 2,
      transportId: 1,
      status: 'A',
      reason: 'Approved',
      effective: 'approved',
      chemists: 5,
      doctors: 6,
      specification: 'Sinnar MIDC and town',
      remarks: 'Weekly',
    },
    {
      from: 'Nashik',
      to: 'Igatpuri',
      categoryId: 3,
      transportId: 3,
      status: 'A',
      reason: 'Approved',
      effective: 'approved',
      chemists: 4,
      doctors: 3,
      specification: 'Igatpuri and Ghoti',
      remarks: 'Twice a month',
    },
    {
      from: 'Nashik',
      to: 'Niphad',
      categoryId: 2,
      transportId: 1,
      status: 'S',
      effective: 'next',
      chemists: 4,
      doctors: 4,
      specification: 'Niphad and Pimpalgaon',
      remarks: 'Weekly, Fridays',
    },
    {
      from: 'Nashik',
      to: 'Igatpuri',
      categoryId: 3,
      transportId: 2,
      status: 'D',
      effective: 'next',
      chemists: 4,
      doctors: 3,
      specification: 'By the Kasara local in the monsoon',
      remarks: 'June to September',
    },
  ],
};

export interface DemoRoute {
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

export interface DemoAttachedBill extends Omit<DemoBill, 'daysAgo'> {
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
