// Notifications in Marathi.
export default {
  claimSubmitted: '{name} यांनी {month} {year} चा खर्च क्लेम मंजुरीसाठी पाठवला आहे.',
  claimApproved: 'तुमचा {month} {year} चा खर्च क्लेम मंजूर झाला आहे.',
  claimWaitsLevel2: 'तुमचा {month} {year} चा खर्च क्लेम लेव्हल 1 वर मंजूर झाला असून लेव्हल 2 ची वाट पाहत आहे.',
  submitReminder: 'आठवण: तुमचा {month} {year} चा खर्च पाठवण्यासाठी तयार आहे.',
  reviewedAtLevel:
    '{approver} यांनी लेव्हल {level} वर तुमचा {month} चा खर्च क्लेम पाहिला. आता तो लेव्हल {next} ची वाट पाहत आहे.',
  reviewedAtLevelRejecting:
    '{approver} यांनी लेव्हल {level} वर तुमचा {month} चा खर्च क्लेम पाहिला आणि {days, plural, one {# दिवस} other {# दिवस}} नामंजूर केले. आता तो लेव्हल {next} ची वाट पाहत आहे.',
  claimWaitsForYou: '{name} यांचा {month} चा खर्च क्लेम तुमच्या मंजुरीची वाट पाहत आहे.',
  claimDecided: 'तुमचा {month} चा खर्च क्लेम {approver} यांनी {outcome} केला: {amount} मंजूर.',
  claimDecidedRejecting:
    'तुमचा {month} चा खर्च क्लेम {approver} यांनी {outcome} केला: {amount} मंजूर. {days, plural, one {# दिवस} other {# दिवस}} नामंजूर झाले असून बदल करून पुन्हा पाठवण्यासाठी तुमच्याकडे उघडे आहेत.',
  outcomeApproved: 'मंजूर',
  outcomeRejected: 'नामंजूर',
  outcomePartiallyApproved: 'अंशतः मंजूर',
  chartSubmitted:
    '{name} यांनी मंजुरीसाठी स्टँडर्ड फेअर चार्ट पाठवला आहे ({journeys, plural, one {# प्रवास} other {# प्रवास}}).',
  chartReviewed:
    '{approver} यांनी तुमचा फेअर चार्ट पाहिला: {approved, plural, one {# प्रवास} other {# प्रवास}} मंजूर, {rejected} नामंजूर.',
  chartReviewedRejecting:
    '{approver} यांनी तुमचा फेअर चार्ट पाहिला: {approved, plural, one {# प्रवास} other {# प्रवास}} मंजूर, {rejected} नामंजूर. नामंजूर प्रवास बदलून पुन्हा पाठवता येतात.',
  dayReturned:
    'तुमच्या खर्च क्लेमचा {date} {approver} यांनी नामंजूर केला: "{reason}". दिवस उघडून बदला, उत्तर लिहा आणि पुन्हा पाठवा.',
  daysResubmitted:
    '{name} यांनी {month} {year} च्या खर्च क्लेमचे {days, plural, one {# नामंजूर दिवस} other {# नामंजूर दिवस}} उत्तरासह पुन्हा पाठवले आहेत. क्लेम पुन्हा तुमच्या मंजुरीची वाट पाहत आहे.',
  claimPaid: 'तुमच्या {month} च्या क्लेमचे {amount} {date} रोजी दिले, संदर्भ {reference}.',
  tpReminder: 'आठवण: {month} {year} चा टूर प्रोग्राम {day} {cutoffMonth} पर्यंत पाठवा.',
  approvalReminder:
    'आठवण: {name} यांचा {month} {year} चा खर्च क्लेम {days, plural, one {# दिवसापासून} other {# दिवसांपासून}} तुमच्या मंजुरीची वाट पाहत आहे.',
  approvalReminderManager:
    'आठवण: {name} यांचा {month} {year} चा खर्च क्लेम {days, plural, one {# दिवसापासून} other {# दिवसांपासून}} {approver} यांच्या मंजुरीची वाट पाहत आहे.',
  chartReminder:
    'आठवण: {name} यांचा फेअर चार्ट {days, plural, one {# दिवसापासून} other {# दिवसांपासून}} तुमच्या मंजुरीची वाट पाहत आहे.',
  chartReminderManager:
    'आठवण: {name} यांचा फेअर चार्ट {days, plural, one {# दिवसापासून} other {# दिवसांपासून}} {approver} यांच्या मंजुरीची वाट पाहत आहे.',
  planReminder:
    'आठवण: {name} यांचा {month} {year} चा टूर प्रोग्राम {days, plural, one {# दिवसापासून} other {# दिवसांपासून}} तुमच्या मंजुरीची वाट पाहत आहे.',
  planReminderManager:
    'आठवण: {name} यांचा {month} {year} चा टूर प्रोग्राम {days, plural, one {# दिवसापासून} other {# दिवसांपासून}} {approver} यांच्या मंजुरीची वाट पाहत आहे.',
};
