// The texts of the day's planned customers on the call report (issue 42).
import { defineTexts } from '../../pure/texts';

export const PLANNED_TEXTS = defineTexts(
  'features/calls-planned',
  {
    planned: 'Planned customers',
    met: 'Met',
    notMet: 'Not met yet',
    metCount: '{met} of {planned} met',
  },
  { hi: () => import('./planned-texts.hi'), mr: () => import('./planned-texts.mr') },
);
