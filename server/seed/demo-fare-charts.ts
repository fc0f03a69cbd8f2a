// The demo company's fare charts (DESIGN.md section 6), as data: the seed prices every journey.
interface DemoJourney {
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
