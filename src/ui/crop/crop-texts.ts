// The crop screens' buttons (the receipt's /crop-image and the profile photo's square crop).
import { defineTexts } from '../../pure/texts';

export const CROP_TEXTS = defineTexts(
  'ui.crop',
  { cancel: 'Cancel', cropping: 'Cropping...', crop: 'Crop Image' },
  { hi: () => import('./crop-texts.hi'), mr: () => import('./crop-texts.mr') },
);
