// The Modify route popup in real Chromium against a fake API: the first row starts at the city the
// server names, so until that answer arrives (or when it fails) Add row waits and says why, rather
// than doing nothing when tapped.
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { held, Refusal } from '../../../tests/support/fake-api';
import { eventually, screenTest } from '../../../tests/support/screen';
import { getDcrCalls } from '../../contract/calls';
import { expenseModifyFromCity, type TRouteLeg } from '../../contract/expense-days';
import { getExpenseActivity, getExpenseCity, type TMyExpenseItem } from '../../contract/expenses';
import { readUserData } from '../../lib/session';
import { renderText } from '../../pure/texts';
import { EXPENSE_API_FAILED } from './expense-queries';
import { ModifyRouteDialog } from './modify-route-dialog';

const DAY = { expenseId: 7, expenseDetailId: 70, activityDate: '2026-11-03' };
const LINE = { period: 1, activityTypeId: 2 } as TMyExpenseItem;
const FROM = { fromCityId: 1, fromCityName: 'Pune' };

const screen = screenTest({ employeeId: 4, employeeName: 'Asha', useName: 'asha', designation: 'MR' });

function showDialog(
  fromCity: () => ReturnType<typeof held<typeof FROM>>['answer'] | Refusal,
  { line = LINE, legs = [] }: { line?: TMyExpenseItem; legs?: TRouteLeg[] } = {},
) {
  screen.api.on(getExpenseActivity, () => ({
    getExpenseActivityList: [{ activityTypeId: 2, activityName: 'Field Work' }],
  }));
  screen.api.on(getExpenseCity, () => ({
    getExpenseCityList: [
      { cityId: 1, cityName: 'Pune' },
      { cityId: 2, cityName: 'Lonavala' },
      { cityId: 3, cityName: 'Satara' },
      { cityId: 4, cityName: 'Wai' },
    ],
  }));
  screen.api.on(getDcrCalls, () => ({ date: DAY.activityDate, isOpen: true, calls: [], planned: [] }));
  screen.api.on(expenseModifyFromCity, fromCity);
  const user = readUserData();
  if (!user) throw new Error('screenTest signs in');
  screen.show(<ModifyRouteDialog user={user} day={DAY} line={line} legs={legs} onClose={() => undefined} />);
}

const addRow = () => page.getByRole('button', { name: 'Add row' });

describe('Modify route', () => {
  it('waits for the day’s first city before it adds a row, then adds it from there', async () => {
    const fromCity = held<typeof FROM>();
    showDialog(() => fromCity.answer);
    await eventually(() => expect(page.getByRole('option', { name: 'Lonavala' })).toBeInTheDocument());
    await page.getByLabelText('To city').selectOptions('Lonavala');
    await expect.element(page.getByLabelText('From city')).toHaveAttribute('placeholder', 'Loading...');
    await expect.element(addRow()).toBeDisabled();

    fromCity.give(FROM);
    await expect.element(page.getByLabelText('From city')).toHaveValue('Pune');
    await addRow().click();
    await expect.element(page.getByRole('button', { name: 'Remove row 1, Pune to Lonavala' })).toBeVisible();
  });

  it('says why no row can be added when the first city cannot be read', async () => {
    showDialog(() => new Refusal(500, 'Database unavailable'));
    await expect.element(page.getByText(renderText(EXPENSE_API_FAILED, 'en'))).toBeVisible();
    await expect.element(page.getByLabelText('From city')).toHaveAttribute('aria-invalid', 'true');
    await expect.element(addRow()).toBeDisabled();
    expect(page.getByText('No route rows yet.').query()).not.toBeNull();
  });

  it('opens a modified day with its legs, its stay and its remark, to change rather than retype', async () => {
    const leg = (
      Slno: number,
      [FromCity, fromCityName]: [number, string],
      [ToCity, toCityName]: [number, string],
    ) => ({
      Slno,
      Period: 1,
      ActTypeId: 2,
      FromCity,
      ToCity,
      fromCityName,
      toCityName,
      activityName: 'Field Work',
      category: 'EX-HQ',
      modeOfTransport: 'Bike',
      distance: 32,
      fare: 96,
    });
    const satara: [number, string] = [3, 'Satara'];
    const wai: [number, string] = [4, 'Wai'];
    showDialog(() => Promise.resolve({ fromCityId: 3, fromCityName: 'Satara' }), {
      line: { ...LINE, isModifyRoute: 1, isStay: 0, remarks: 'Met the Wai stockist' },
      legs: [leg(1, satara, wai), leg(2, wai, satara)],
    });
    await expect.element(page.getByRole('button', { name: 'Remove row 1, Satara to Wai' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Remove row 2, Wai to Satara' })).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'No' })).toBeChecked();
    await expect.element(page.getByLabelText('Remarks')).toHaveValue('Met the Wai stockist');
    // The next row starts where the day ends now.
    await expect.element(page.getByLabelText('From city')).toHaveValue('Satara');
  });
});
