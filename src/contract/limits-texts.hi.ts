// The limits' texts in Hindi.
// cityClass is a select only because the English chooses 'a' or 'an' by it.
export default {
  overLimit:
    '{cityClass, select, other {{cityClass}}} श्रेणी के शहर में {type} की सीमा {limit} {per, select, bill {प्रति बिल} day {प्रति दिन} night {प्रति रात} other {प्रति माह}} है; यह उससे {excess} ज़्यादा है।',
  overYourLimit:
    '{cityClass, select, other {{cityClass}}} श्रेणी के शहर में आपकी {type} की सीमा {limit} {per, select, bill {प्रति बिल} day {प्रति दिन} night {प्रति रात} other {प्रति माह}} है; यह उससे {excess} ज़्यादा है।',
  yourLimit:
    '{cityClass, select, other {{cityClass}}} श्रेणी के शहर में आपकी {type} की सीमा: {limit} {per, select, bill {प्रति बिल} day {प्रति दिन} night {प्रति रात} other {प्रति माह}}।',
};
