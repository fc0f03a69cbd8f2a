// The texts of /dcr, the Daily Call Report, and its Add call dialog. The server's refusals of a
// call (CALL_TEXTS in the contract) are still English: they move to a contract catalogue with the
// server's other texts.
import { defineTexts, type Text } from '../../pure/texts';

export const CALLS_TEXTS = defineTexts(
  'features/calls',
  {
    title: 'Daily Call Report',
    addCall: 'Add call',
    changeCall: 'Change call',
    saved: 'Call saved',
    deleted: 'Call deleted',
    noCalls: 'No calls on this day',
    date: 'Date',
    dayCalls:
      '{date}: {count, plural, one {# call} other {# calls}}{where, select, phone { (saved on this phone)} other {}}{month, select, submitted {. This month was submitted: its calls can no longer change.} other {}}',
    loading: 'Loading the calls...',
    failed: 'The calls could not be loaded.',
    callsOf: 'Calls of {date}',
    deleteTitle: 'Delete call',
    delete: 'Delete',
    deleteQuestion: 'Delete the call on {name} at {time}?',
    locationStamped: ' · Location stamped',
    failedUpload: 'Failed: {error}',
    waitingToUpload: 'Waiting to upload',
    edit: 'Edit',
    theCallOn: ' the call on {name}',
    retryNow: 'Retry now',
    discard: 'Discard',
    doctor: 'Doctor',
    chemist: 'Chemist',
    searchCustomers: 'Search customers',
    newCustomer: 'New customer',
    cancel: 'Cancel',
    save: 'Save',
    saving: 'Saving...',
    customer: 'Customer',
    noMatch: 'No customer matches. Add a new one below.',
    notConfirmed: ' · not confirmed yet',
    customerName: 'Customer name',
    customerType: 'Customer type',
    city: 'City',
    pleaseSelect: 'Please Select',
    time: 'Time',
    stampLocation: 'Stamp my location',
    chooseCustomer: 'Please select a customer.',
    enterName: 'Please enter the customer’s name.',
    chooseCity: 'Please select a city.',
    enterTime: 'Please enter the time as HH:MM.',
  },
  { hi: () => import('./calls-texts.hi'), mr: () => import('./calls-texts.mr') },
);

/** A customer's type as the server names it ('Doctor', 'Chemist'), as a text. */
export function customerTypeText(type: string): Text | string {
  if (type === 'Doctor') return CALLS_TEXTS.doctor;
  if (type === 'Chemist') return CALLS_TEXTS.chemist;
  return type;
}
