// What an expense approval answers, in Marathi.
export default {
  submitted: 'यशस्वीरीत्या पाठवले',
  draftSaved: 'ड्राफ्ट सेव्ह झाला',
  draftFailed: 'ड्राफ्ट सेव्ह करताना त्रुटी आली.',
  reasonRequired: 'नामंजूर करण्याचे योग्य कारण लिहा',
  chartDecided:
    '{name} यांचा फेअर चार्ट: {approved, plural, one {# प्रवास} other {# प्रवास}} मंजूर, {rejected} नामंजूर.',
  deductionTooLarge: 'मंजूर रक्कम क्लेम केलेल्या किंवा मागील लेव्हलच्या मंजूर रकमेपेक्षा जास्त असू शकत नाही',
};
