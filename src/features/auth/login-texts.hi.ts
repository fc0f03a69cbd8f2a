// Sign-in and sign-out in Hindi.
export default {
  tagline: 'सफ़र और खर्च, रास्ते में ही',
  signIn: 'साइन इन',
  userName: 'यूज़र नेम',
  password: 'पासवर्ड',
  showPassword: 'पासवर्ड दिखाएँ',
  hidePassword: 'पासवर्ड छिपाएँ',
  loginSuccessful: 'लॉगिन हो गया',
  loggingIn: 'लॉगिन हो रहा है...',
  login: 'लॉगिन',
  invalidCredentials: 'यूज़र नेम या पासवर्ड गलत है',
  bothRequired: 'यूज़र नेम और पासवर्ड दोनों भरें',
  loggedOut: 'लॉगआउट हो गया',
  loggingOut: 'लॉगआउट हो रहा है...',
};
