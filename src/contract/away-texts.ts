// Cover while away (issue 38): what the calls say, the 'Away' section of /setting, and how a
// delegated decision names its deciders. Shared by the server and the app.
import { defineTexts } from '../pure/texts';

export const AWAY_TEXTS = defineTexts(
  'away',
  {
    title: 'Away',
    intro: 'While you are away, what waits for your approval waits for the person you choose.',
    fromDate: 'From',
    toDate: 'To',
    delegate: 'Delegate',
    chooseDelegate: 'Choose a delegate',
    relationManager: '{name} (your manager)',
    relationPeer: '{name} ({designation})',
    save: 'Save',
    saving: 'Saving…',
    clear: 'I am back',
    current: 'Away from {from} to {to}: {name} decides for you.',
    noDelegates: 'No one can cover for you: you have no manager and no approver of your level.',
    loading: 'Loading…',
    failed: 'Could not load your away dates.',
    saved: 'Away dates saved',
    cleared: 'You are back: approvals wait for you again',
    notApprover: 'Only an approver can set Away.',
    badDelegate: 'The delegate must be your manager or an approver of your level in your company.',
    badDates: 'The last day away cannot be before the first.',
    pastDates: 'Away dates cannot start before today.',
    /** A list row of a delegate: whom the approval is waiting for. */
    forName: 'for {name}',
    /** A decision a delegate made: 'Meera Iyer for Vikram Joshi'. */
    byFor: '{name} for {forName}',
    reminderTitle: 'Approval reminders',
    reminderDays: 'Days before a reminder',
    reminderNote: 'A claim waiting longer reminds its approver; twice as long, the approver’s manager.',
    reminderSave: 'Save reminder days',
    reminderSaved: '{days, plural, one {Reminders after # day saved} other {Reminders after # days saved}}',
  },
  { hi: () => import('./away-texts.hi'), mr: () => import('./away-texts.mr') },
);
