// What the server says of a request it cannot take as sent (issue 39): access refused, a body that
// is malformed, too large or not multipart, a repeated idempotency key, the server or database
// unavailable; rendered in the caller's language. Field names stay as the request spells them.
import { defineTexts } from '../pure/texts';

export const REQUEST_SAYS = defineTexts(
  'requests',
  {
    notFinance: 'Only the finance team of this company may do this.',
    notYourClaim: 'You may not see this claim.',
    notYourApproval: 'You may not approve this employee’s claims at this level.',
    approvalMovedOn:
      'This has changed since it was loaded: it is no longer waiting for your approval. Please reload.',
    keyReused:
      'This Idempotency-Key was already used for a different request. Send each new request with a new key.',
    badKey: '{header} must be one value of 1 to {max} visible characters.',
    stillProcessing: 'This request is still being processed. Please try again.',
    tooDeep: 'The request body is nested too deeply: at most {levels} levels of arrays and objects.',
    invalidQuery: 'Invalid query: {reasons}',
    invalidBody: 'Invalid body: {reasons}',
    brokenText: 'must not contain NUL or broken Unicode characters',
    fieldReason: '{field}: {reason}',
    joinReasons: '{first}; {next}',
    fileTooLarge: 'The file is too large. A bill image may be at most 5 MB.',
    tooManyFiles: 'Too many files in one request: send one image and its thumbnail.',
    tooManyFields: 'Too many fields in one request.',
    tooManyParts: 'Too many parts in one request.',
    requestTooLarge: 'The request is too large. Send one bill image of at most 5 MB with its fields.',
    notMultipart: 'This call takes a multipart/form-data body.',
    fieldTwice: 'The field {field} was sent twice.',
    fieldTooLarge: 'The field {field} is too large.',
    multipartUnreadable: 'The multipart body could not be read: {reason}.',
    multipartMalformed: 'The multipart body could not be read: it is malformed or was cut short.',
    bodyTooLarge: 'The request body is too large for this call.',
    notJson: 'The request body is not valid JSON.',
    emptyJson: 'The request body is empty, but it says it is JSON.',
    mediaType: 'This call does not take a body of this type.',
    noSuchCall: 'No such API call: {method} {path}',
    noSuchDay: 'There is no such day.',
    noSuchMonth: 'There is no such expense month.',
    noSuchEmployee: 'No such employee.',
    noSuchCity: 'There is no city {id}.',
    noSuchTerritory: 'There is no territory {id}.',
    dayNotInMonth: 'The day {id} is not part of this month.',
    noActivityDay: 'Activityday: month {month} of {year} has no day {day}.',
    notFound: 'Not found',
    serverError: 'Something went wrong on the server. Please try again.',
    databaseUnavailable: 'The database cannot be reached just now. Please try again in a moment.',
  },
  { hi: () => import('./request-texts.hi'), mr: () => import('./request-texts.mr') },
);
