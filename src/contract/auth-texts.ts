// What the sign-in calls say, rendered by the server in the caller's language (issue 39).
import { defineTexts } from '../pure/texts';

export const AUTH_TEXTS = defineTexts(
  'auth',
  {
    tooManyAttempts: 'Too many failed login attempts. Please try again in 15 minutes.',
    loginUnavailable: 'Login is not available at the moment. Please try again.',
    sessionEnded: 'Your session has ended. Please log in again.',
    notYours: 'You may not see or change this employee’s data.',
    loggedOut: 'Logged out successfully',
    signedOutOthers:
      '{count, plural, =0 {No other device was signed in.} one {Signed out on # other device. This device stays signed in.} other {Signed out on # other devices. This device stays signed in.}}',
    languageSaved: 'Language saved',
    deviceSignedOut: '{device} is signed out.',
    deviceNotSignedIn: 'This device is not signed in.',
    deviceInUse: 'This is the device you are using: sign out with Logout.',
  },
  { hi: () => import('./auth-texts.hi'), mr: () => import('./auth-texts.mr') },
);
