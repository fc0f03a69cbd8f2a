// The texts of the splash, /login, /logout and /choose-password.
import { defineTexts } from '../../pure/texts';

export const LOGIN_TEXTS = defineTexts(
  'features/auth',
  {
    tagline: 'Travel and expenses, on the road',
    signIn: 'Sign in',
    userName: 'User name',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    loginSuccessful: 'Login successful',
    loggingIn: 'Logging in...',
    login: 'Login',
    invalidCredentials: 'Invalid Credentials',
    bothRequired: 'Both fields are required',
    loggedOut: 'Logged out successfully',
    loggingOut: 'Logging out...',
  },
  { hi: () => import('./login-texts.hi'), mr: () => import('./login-texts.mr') },
);
