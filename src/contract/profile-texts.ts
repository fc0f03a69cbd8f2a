// What the profile calls refuse with, rendered by the server in the caller's language (issue 39).
import { defineTexts } from '../pure/texts';

export const PROFILE_SAYS = defineTexts(
  'profile',
  {
    notAnImage: 'The profile photo must be a whole JPEG or PNG image.',
    tooManyPixels:
      'The profile photo has too many pixels: at most 6,000 pixels a side and 25 megapixels. Please choose a smaller image.',
    tooLarge: 'The profile photo is larger than 2 MB. Please choose a smaller image.',
    noSuchEmployee: 'There is no such employee.',
    fixedFields: 'These fields cannot be changed: {fields}.',
  },
  { hi: () => import('./profile-texts.hi'), mr: () => import('./profile-texts.mr') },
);
