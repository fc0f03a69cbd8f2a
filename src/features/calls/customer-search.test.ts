import { describe, expect, it } from 'vitest';
import { matchesCustomer } from './customer-search';

describe('the call dialog’s customer search', () => {
  const kadam = { name: 'Dr. Mahesh Kadam', cityName: 'Wai' };
  const stores = { name: 'Shree Medical Stores', cityName: 'Satara' };

  it('finds a customer by the city as well as by the name, in any case', () => {
    expect(matchesCustomer(kadam, 'wai')).toBe(true);
    expect(matchesCustomer(kadam, ' WAI ')).toBe(true);
    expect(matchesCustomer(kadam, 'kadam')).toBe(true);
    expect(matchesCustomer(stores, 'wai')).toBe(false);
    expect(matchesCustomer(stores, '')).toBe(true);
  });
});
