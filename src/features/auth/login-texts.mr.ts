// Sign-in and sign-out in Marathi.
export default {
  tagline: 'प्रवास आणि खर्च, रस्त्यावरच',
  signIn: 'साइन इन',
  userName: 'यूजर नेम',
  password: 'पासवर्ड',
  showPassword: 'पासवर्ड दाखवा',
  hidePassword: 'पासवर्ड लपवा',
  loginSuccessful: 'लॉगिन झाले',
  loggingIn: 'लॉगिन होत आहे...',
  login: 'लॉगिन',
  invalidCredentials: 'यूजर नेम किंवा पासवर्ड चुकीचा आहे',
  bothRequired: 'यूजर नेम आणि पासवर्ड दोन्ही भरा',
  loggedOut: 'लॉगआउट झाले',
  loggingOut: 'लॉगआउट होत आहे...',
};
