// What an expense approval answers, in Hindi.
export default {
  submitted: 'सफलतापूर्वक भेजा गया',
  draftSaved: 'ड्राफ़्ट सेव हो गया',
  draftFailed: 'ड्राफ़्ट सेव करते समय गड़बड़ी हुई।',
  reasonRequired: 'नामंज़ूर करने का सही कारण लिखें',
  chartDecided:
    '{name} का फ़ेयर चार्ट: {approved, plural, one {# यात्रा} other {# यात्राएँ}} मंज़ूर, {rejected} नामंज़ूर।',
  deductionTooLarge: 'मंज़ूर रकम क्लेम की गई या पिछले लेवल की मंज़ूर रकम से ज़्यादा नहीं हो सकती',
};
