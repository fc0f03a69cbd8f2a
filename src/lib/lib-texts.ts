// Texts that the app's shared modules own, whichever screen shows them.
import { defineTexts } from '../pure/texts';

export const LIB_TEXTS = defineTexts(
  'lib',
  {
    update: 'Update available — reload',
    language: 'Language',
  },
  { hi: () => import('./lib-texts.hi'), mr: () => import('./lib-texts.mr') },
);
