// What 'Add call' chooses from: the territory's customers and cities, kept on the device so a call
// can be reported where there is no signal (issue 27).
import { getDcrCustomers } from '../../contract/calls';
import { defineQuery } from '../../lib/server-store';

export const CUSTOMERS_UNAVAILABLE = 'The customer list could not be loaded.';

export const customersQuery = defineQuery({
  call: getDcrCustomers,
  request: (user) => ({ query: { employeeId: user.employeeId, companyId: user.companyId } }),
  select: (response) => response,
  errorText: CUSTOMERS_UNAVAILABLE,
  cache: 'dcr-customers',
  // A new customer met in the field joins the list once its call reaches the server.
  refreshOn: ['call-save'],
});
