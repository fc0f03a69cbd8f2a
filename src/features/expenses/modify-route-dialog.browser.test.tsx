// The Modify route popup in real Chromium against a fake API: the first row starts at the city the
// server names, so until that answer arrives (or when it fails) Add row waits and says why, rather
// than doing nothing when tapped.
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { held, Refusal } from '../../../tests/support/fake-api';
import { eventually, screenTest } from '../../../tests/support/screen';
import { getDcrCalls } from '../../contract/calls';
import {
  expenseModifyFromCity,
  getExpenseActivity,
  getExpenseCity,
  type TMyExpenseItem,
} from '../../contract/expenses';
import { readUserData } from '../../lib/session';
import { EXPENSE_API_FAILED } from './expense-queries';
import { ModifyRouteDialog } from './modify-route-dialog';

const DAY = { expenseId: 7, expenseDetailId: 70, activityDate: '2026-11-03' };
const LINE = { period: 1, activityTypeId: 2 } as TMyExpenseItem;
const FROM = { fromCityId: 1, fromCityName: 'Pune' };

const screen = screenTest({ employeeId: 4, employeeName: 'Asha', useName: 'asha', designation: 'MR' });

function showDialog(fromCity: () => ReturnType<typeof held<typeof FROM>>['answer'] | Refusal) {
  screen.api.on(getExpenseActivity, () => ({
    getExpenseActivityList: [{ activityTypeId: 2, activityName: 'Field Work' }],
  }));
  screen.api.on(getExpenseCity, () => ({
    getExpenseCityList: [
      { cityId: 1, cityName: 'Pune' },
      { cityId: 2, cityName: 'Lonavala' },
    ],
  }));
  screen.api.on(getDcrCalls, () => ({ date: DAY.activityDate, isOpen: true, calls: [], planned: [] }));
  screen.api.on(expenseModifyFromCity, fromCity);
  const user = readUserData();
  if (!user) throw new Error('screenTest signs in');
  screen.show(<ModifyRouteDialog user={user} day={DAY} line={LINE} onClose={() => undefined} />);
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
    await expect.element(page.getByText(EXPENSE_API_FAILED)).toBeVisible();
    await expect.element(page.getByLabelText('From city')).toHaveAttribute('aria-invalid', 'true');
    await expect.element(addRow()).toBeDisabled();
    expect(page.getByText('No route rows yet.').query()).not.toBeNull();
  });
});
