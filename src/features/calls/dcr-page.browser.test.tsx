import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventually, screenTest } from '../../../tests/support/screen';
import { getDcrCalls, getDcrCustomers } from '../../contract/calls';
import { db } from '../../lib/db';
import { businessDate } from '../../pure/calendar';
import { renderText } from '../../pure/texts';
import { CALLS_TEXTS } from './calls-texts';
import DcrPage from './dcr-page';

const EMPLOYEE_ID = 1007;
const screen = screenTest({
  employeeId: EMPLOYEE_ID,
  employeeName: 'Asha Kulkarni',
  useName: 'asha',
  designation: 'Medical Representative',
});

afterEach(async () => {
  vi.restoreAllMocks();
  await db.outbox.clear();
});

function serveDay() {
  screen.api.on(getDcrCalls, () => ({
    date: businessDate(),
    isOpen: true,
    calls: [
      {
        callId: 1,
        date: businessDate(),
        time: '09:30',
        customerId: 11,
        customerName: 'Shree Medical Stores',
        customerType: 'Chemist' as const,
        cityId: 5,
        cityName: 'Pune',
        hasLocation: true,
      },
    ],
    planned: [
      {
        customerId: 11,
        name: 'Shree Medical Stores',
        customerType: 'Chemist',
        cityName: 'Pune',
        isMet: true,
      },
      { customerId: 12, name: 'Dr. Kedar Joshi', customerType: 'Doctor', cityName: 'Pune', isMet: false },
    ],
  }));
  screen.api.on(getDcrCustomers, () => ({
    customers: [
      {
        customerId: 11,
        name: 'Shree Medical Stores',
        customerType: 'Chemist' as const,
        cityId: 5,
        cityName: 'Pune',
        isConfirmed: true,
      },
      {
        customerId: 12,
        name: 'Dr. Kedar Joshi',
        customerType: 'Doctor' as const,
        cityId: 5,
        cityName: 'Pune',
        isConfirmed: true,
      },
    ],
    cities: [{ cityId: 5, cityName: 'Pune' }],
  }));
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find(
    (element) => element.textContent === name,
  ) as HTMLButtonElement;
const text = () => document.body.textContent ?? '';

/** Types into a React-controlled field as a user would. */
function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('the daily call report', () => {
  it("lists the day's planned customers first, each marked met once a call on them is saved", async () => {
    serveDay();
    screen.show(<DcrPage />);
    await eventually(() =>
      expect(document.querySelectorAll('[data-testid=planned-customer]').length).toBe(2),
    );
    const rows = [...document.querySelectorAll('[data-testid=planned-customer]')].map(
      (row) => row.textContent,
    );
    expect(rows).toEqual([
      'Shree Medical Stores Chemist · PuneMet',
      'Dr. Kedar Joshi Doctor · PuneNot met yet',
    ]);
    expect(text()).toContain('1 of 2 met');
  });

  it('asks for a customer, then shows the call at once as waiting to upload, stamped with the phone’s location', async () => {
    serveDay();
    vi.spyOn(navigator.geolocation, 'getCurrentPosition').mockImplementation((success) =>
      success({ coords: { latitude: 18.53, longitude: 73.85, accuracy: 12 } } as GeolocationPosition),
    );
    screen.show(<DcrPage />);
    await eventually(() => expect(text()).toContain('Shree Medical Stores'));
    button('Add call').click();
    await eventually(() => expect(text()).toContain('Dr. Kedar Joshi'));
    button('Save').click();
    await eventually(() => expect(text()).toContain(renderText(CALLS_TEXTS.chooseCustomer, 'en')));

    type(document.getElementById('call-search') as HTMLInputElement, 'kedar');
    await eventually(() => expect(document.querySelectorAll('input[name="call-customer"]')).toHaveLength(1));
    (document.querySelector('input[name="call-customer"]') as HTMLInputElement).click();
    type(document.getElementById('call-time') as HTMLInputElement, '10:45');
    button('Save').click();

    await eventually(() => expect(text()).toContain('Waiting to upload'));
    const rows = [...document.querySelectorAll('.dcr__call')].map(
      (row) => row.querySelector('.dcr__name')?.textContent,
    );
    expect(rows).toEqual(['Shree Medical Stores', 'Dr. Kedar Joshi']);
    const [item] = await db.outbox.toArray();
    expect(item).toMatchObject({
      kind: 'call-save',
      employeeId: EMPLOYEE_ID,
      body: {
        customerId: 12,
        time: '10:45',
        date: businessDate(),
        latitude: 18.53,
        longitude: 73.85,
        accuracy: 12,
      },
    });
  });

  it('saves the call without a location when the phone refuses it', async () => {
    serveDay();
    vi.spyOn(navigator.geolocation, 'getCurrentPosition').mockImplementation((_success, failure) =>
      failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    );
    screen.show(<DcrPage />);
    await eventually(() => expect(button('Add call')).toBeDefined());
    button('Add call').click();
    await eventually(() => expect(document.querySelectorAll('input[name="call-customer"]')).toHaveLength(2));
    (document.querySelector('input[name="call-customer"]') as HTMLInputElement).click();
    button('Save').click();
    await eventually(() => expect(text()).toContain('Waiting to upload'));
    const [item] = await db.outbox.toArray();
    expect(item?.body).not.toHaveProperty('latitude');
    expect(item?.callPreview).toMatchObject({ hasLocation: false });
  });
});
