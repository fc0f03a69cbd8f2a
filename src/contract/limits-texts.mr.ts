// The limits' texts in Marathi.
// cityClass is a select only because the English chooses 'a' or 'an' by it.
export default {
  overLimit:
    '{cityClass, select, other {{cityClass}}} वर्गातील शहरात {type} ची मर्यादा {limit} {per, select, bill {प्रति बिल} day {प्रति दिवस} night {प्रति रात्र} other {प्रति महिना}} आहे; ही रक्कम तिच्यापेक्षा {excess} ने जास्त आहे.',
  overYourLimit:
    '{cityClass, select, other {{cityClass}}} वर्गातील शहरात तुमची {type} ची मर्यादा {limit} {per, select, bill {प्रति बिल} day {प्रति दिवस} night {प्रति रात्र} other {प्रति महिना}} आहे; ही रक्कम तिच्यापेक्षा {excess} ने जास्त आहे.',
  yourLimit:
    '{cityClass, select, other {{cityClass}}} वर्गातील शहरात तुमची {type} ची मर्यादा: {limit} {per, select, bill {प्रति बिल} day {प्रति दिवस} night {प्रति रात्र} other {प्रति महिना}}.',
};
