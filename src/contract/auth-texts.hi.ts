// The sign-in calls' texts in Hindi.
export default {
  tooManyAttempts: 'लॉगिन की बहुत ज़्यादा गलत कोशिशें हुईं। कृपया 15 मिनट बाद फिर कोशिश करें।',
  loginUnavailable: 'अभी लॉगिन नहीं हो पा रहा। कृपया फिर से कोशिश करें।',
  sessionEnded: 'आपका सेशन ख़त्म हो गया है। कृपया फिर से लॉगिन करें।',
  notYours: 'आप इस कर्मचारी का डेटा देख या बदल नहीं सकते।',
  loggedOut: 'लॉगआउट हो गया',
  signedOutOthers:
    '{count, plural, =0 {कोई और डिवाइस साइन इन नहीं था।} one {# दूसरे डिवाइस से साइन आउट किया। यह डिवाइस साइन इन रहेगा।} other {# दूसरे डिवाइस से साइन आउट किया। यह डिवाइस साइन इन रहेगा।}}',
  languageSaved: 'भाषा सेव हो गई',
  deviceSignedOut: '{device} साइन आउट हो गया।',
  deviceNotSignedIn: 'यह डिवाइस साइन इन नहीं है।',
  deviceInUse: 'आप इसी डिवाइस पर हैं: लॉगआउट से साइन आउट करें।',
};
