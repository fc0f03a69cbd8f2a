// Notifications in Hindi.
export default {
  claimSubmitted: '{name} ने {month} {year} का खर्च क्लेम मंज़ूरी के लिए भेजा है।',
  claimApproved: 'आपका {month} {year} का खर्च क्लेम मंज़ूर हो गया है।',
  claimWaitsLevel2: 'आपका {month} {year} का खर्च क्लेम लेवल 1 पर मंज़ूर हुआ है और लेवल 2 का इंतज़ार कर रहा है।',
  submitReminder: 'रिमाइंडर: आपका {month} {year} का खर्च भेजने के लिए तैयार है।',
  reviewedAtLevel:
    '{approver} ने लेवल {level} पर आपका {month} का खर्च क्लेम देखा। अब यह लेवल {next} का इंतज़ार कर रहा है।',
  reviewedAtLevelRejecting:
    '{approver} ने लेवल {level} पर आपका {month} का खर्च क्लेम देखा और {days, plural, one {# दिन} other {# दिन}} नामंज़ूर किए। अब यह लेवल {next} का इंतज़ार कर रहा है।',
  claimWaitsForYou: '{name} का {month} का खर्च क्लेम आपकी मंज़ूरी का इंतज़ार कर रहा है।',
  claimDecided: 'आपका {month} का खर्च क्लेम {approver} ने {outcome} किया: {amount} मंज़ूर।',
  claimDecidedRejecting:
    'आपका {month} का खर्च क्लेम {approver} ने {outcome} किया: {amount} मंज़ूर। {days, plural, one {# दिन} other {# दिन}} नामंज़ूर हुए और बदलकर फिर भेजने के लिए आपके पास खुले हैं।',
  outcomeApproved: 'मंज़ूर',
  outcomeRejected: 'नामंज़ूर',
  outcomePartiallyApproved: 'आंशिक रूप से मंज़ूर',
  chartSubmitted:
    '{name} ने मंज़ूरी के लिए स्टैंडर्ड फ़ेयर चार्ट भेजा है ({journeys, plural, one {# यात्रा} other {# यात्राएँ}})।',
  chartReviewed:
    '{approver} ने आपका फ़ेयर चार्ट देखा: {approved, plural, one {# यात्रा} other {# यात्राएँ}} मंज़ूर, {rejected} नामंज़ूर।',
  chartReviewedRejecting:
    '{approver} ने आपका फ़ेयर चार्ट देखा: {approved, plural, one {# यात्रा} other {# यात्राएँ}} मंज़ूर, {rejected} नामंज़ूर। नामंज़ूर यात्राएँ बदलकर फिर भेजी जा सकती हैं।',
  dayReturned:
    'आपके खर्च क्लेम का {date} {approver} ने नामंज़ूर किया: "{reason}"। दिन खोलकर बदलें, जवाब लिखें और फिर से भेजें।',
  daysResubmitted:
    '{name} ने {month} {year} के खर्च क्लेम के {days, plural, one {# नामंज़ूर दिन} other {# नामंज़ूर दिन}} जवाब के साथ फिर से भेजे हैं। क्लेम फिर आपकी मंज़ूरी का इंतज़ार कर रहा है।',
  claimPaid: 'आपके {month} के क्लेम के {amount} का भुगतान {date} को हुआ, रेफ़रेंस {reference}।',
  tpReminder: 'रिमाइंडर: {month} {year} का टूर प्रोग्राम {day} {cutoffMonth} तक भेजें।',
  approvalReminder:
    'रिमाइंडर: {name} का {month} {year} का खर्च क्लेम {days, plural, one {# दिन} other {# दिन}} से आपकी मंज़ूरी का इंतज़ार कर रहा है।',
  approvalReminderManager:
    'रिमाइंडर: {name} का {month} {year} का खर्च क्लेम {days, plural, one {# दिन} other {# दिन}} से {approver} की मंज़ूरी का इंतज़ार कर रहा है।',
  chartReminder:
    'रिमाइंडर: {name} का फ़ेयर चार्ट {days, plural, one {# दिन} other {# दिन}} से आपकी मंज़ूरी का इंतज़ार कर रहा है।',
  chartReminderManager:
    'रिमाइंडर: {name} का फ़ेयर चार्ट {days, plural, one {# दिन} other {# दिन}} से {approver} की मंज़ूरी का इंतज़ार कर रहा है।',
  planReminder:
    'रिमाइंडर: {name} का {month} {year} का टूर प्रोग्राम {days, plural, one {# दिन} other {# दिन}} से आपकी मंज़ूरी का इंतज़ार कर रहा है।',
  planReminderManager:
    'रिमाइंडर: {name} का {month} {year} का टूर प्रोग्राम {days, plural, one {# दिन} other {# दिन}} से {approver} की मंज़ूरी का इंतज़ार कर रहा है।',
};
