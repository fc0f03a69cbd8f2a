// The texts of /choose-password, kept apart from /login's so the sign-in screen loads none of them.
import { defineTexts } from '../../pure/texts';

export const CHOOSE_PASSWORD_TEXTS = defineTexts(
  'features/auth.choose-password',
  {
    title: 'Choose a new password',
    introNamed:
      '{name}, you signed in with a one-time password. Choose your own to go on: at least 8 characters with a letter and a digit.',
    intro:
      'You signed in with a one-time password. Choose your own to go on: at least 8 characters with a letter and a digit.',
    newPassword: 'New password',
    newPasswordAgain: 'New password again',
    rule: 'New password must be at least 8 characters with a letter and a digit',
    notSame: 'The two passwords are not the same',
    failed: 'Something went wrong. Please try again.',
    saving: 'Saving...',
    save: 'Save password',
  },
  { hi: () => import('./choose-password-texts.hi'), mr: () => import('./choose-password-texts.mr') },
);
