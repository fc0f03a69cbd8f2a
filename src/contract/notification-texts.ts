// Notifications the server writes, kept as { catalogue, key, values } so each reads in its reader's
// language (issue 39). The other writers (approvals, fare chart, finance) move here as they convert.
import { defineTexts } from '../pure/texts';

export const NOTIFICATION_TEXTS = defineTexts(
  'notifications',
  {
    claimSubmitted: '{name} submitted the expense claim for {month} {year} for approval.',
    claimApproved: 'Your expense claim for {month} {year} has been approved.',
    claimWaitsLevel2: 'Your expense claim for {month} {year} was approved at level 1 and waits for level 2.',
    submitReminder: 'Reminder: your expenses for {month} {year} are ready to submit.',
    reviewedAtLevel:
      '{approver} reviewed your expense claim for {month} at level {level}. It now waits for level {next}.',
    reviewedAtLevelRejecting:
      '{approver} reviewed your expense claim for {month} at level {level}, rejecting {days, plural, one {# day} other {# days}}. It now waits for level {next}.',
    claimWaitsForYou: 'An expense claim from {name} for {month} is waiting for your approval.',
    claimDecided: 'Your expense claim for {month} is {outcome} by {approver}: {amount} approved.',
    claimDecidedRejecting:
      'Your expense claim for {month} is {outcome} by {approver}: {amount} approved. {days, plural, one {# day} other {# days}} rejected and open again for you to modify and submit.',
    outcomeApproved: 'Approved',
    outcomeRejected: 'Rejected',
    outcomePartiallyApproved: 'Partially Approved',
    chartSubmitted:
      '{name} submitted a standard fare chart for approval ({journeys, plural, one {# journey} other {# journeys}}).',
    chartReviewed:
      '{approver} reviewed your fare chart: {approved, plural, one {# journey} other {# journeys}} approved, {rejected} rejected.',
    chartReviewedRejecting:
      '{approver} reviewed your fare chart: {approved, plural, one {# journey} other {# journeys}} approved, {rejected} rejected. Rejected journeys can be edited and submitted again.',
    tpReminder: 'Reminder: submit your tour programme for {month} {year} by {day} {cutoffMonth}.',
    dayReturned:
      '{date} of your expense claim was rejected by {approver}: "{reason}". Open the day to change it, reply and resubmit.',
    daysResubmitted:
      '{name} resubmitted {days, plural, one {# rejected day} other {# rejected days}} of the expense claim for {month} {year} with a reply. The claim waits for your approval again.',
    claimPaid: 'Your {month} claim of {amount} was paid on {date}, reference {reference}.',
    approvalReminder:
      'Reminder: the expense claim from {name} for {month} {year} has waited {days, plural, one {# day} other {# days}} for your approval.',
    approvalReminderManager:
      'Reminder: the expense claim from {name} for {month} {year} has waited {days, plural, one {# day} other {# days}} for approval by {approver}.',
    chartReminder:
      'Reminder: the fare chart from {name} has waited {days, plural, one {# day} other {# days}} for your approval.',
    chartReminderManager:
      'Reminder: the fare chart from {name} has waited {days, plural, one {# day} other {# days}} for approval by {approver}.',
    planReminder:
      'Reminder: the tour programme from {name} for {month} {year} has waited {days, plural, one {# day} other {# days}} for your approval.',
    planReminderManager:
      'Reminder: the tour programme from {name} for {month} {year} has waited {days, plural, one {# day} other {# days}} for approval by {approver}.',
  },
  { hi: () => import('./notification-texts.hi'), mr: () => import('./notification-texts.mr') },
);
