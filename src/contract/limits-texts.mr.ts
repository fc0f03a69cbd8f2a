// The limits' texts in Marathi.
export default {
  overLimit:
    '{cityClass} वर्गातील शहरात {type} ची मर्यादा {limit} {per, select, bill {प्रति बिल} day {प्रति दिवस} night {प्रति रात्र} other {प्रति महिना}} आहे; ही रक्कम तिच्यापेक्षा {excess} ने जास्त आहे.',
  overYourLimit:
    '{cityClass} वर्गातील शहरात तुमची {type} ची मर्यादा {limit} {per, select, bill {प्रति बिल} day {प्रति दिवस} night {प्रति रात्र} other {प्रति महिना}} आहे; ही रक्कम तिच्यापेक्षा {excess} ने जास्त आहे.',
  yourLimit:
    '{cityClass} वर्गातील शहरात तुमची {type} ची मर्यादा: {limit} {per, select, bill {प्रति बिल} day {प्रति दिवस} night {प्रति रात्र} other {प्रति महिना}}.',
};
