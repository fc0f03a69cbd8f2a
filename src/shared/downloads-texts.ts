// The download buttons' texts, on every screen that offers a file.
import { defineTexts } from '../pure/texts';

export const DOWNLOAD_TEXTS = defineTexts(
  'shared/downloads',
  { downloading: 'Downloading...', downloadPdf: 'Download PDF' },
  { hi: () => import('./downloads-texts.hi'), mr: () => import('./downloads-texts.mr') },
);
