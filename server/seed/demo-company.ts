// The demo company of DESIGN.md section 6, as data: the seed writes it into an empty database.
export const DEMO_PASSWORD = 'Tourbook@123';
export const DEMO_COMPANY = 'Sunrise Pharmaceuticals Ltd';

export const TERRITORIES: Record<string, string[]> = {
  'Pune City': ['Pune', 'Pimpri-Chinchwad', 'Hadapsar'],
  'Pune Rural': ['Lonavala', 'Baramati', 'Shirur', 'Talegaon'],
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
    territory: 'Pune City',
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
    territory: 'Pune City',
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
};
