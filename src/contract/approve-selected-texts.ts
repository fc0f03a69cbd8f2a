// What 'Approve selected' answers (issue 38), in the approver's language.
import { defineTexts } from '../pure/texts';

export const APPROVE_SELECTED_TEXTS = defineTexts(
  'approve-selected',
  {
    flaggedClaim:
      '{claim} has {flags, plural, one {# flag} other {# flags}}: open it and judge it day by day. Nothing was approved.',
    approved: '{claims, plural, one {# claim} other {# claims}} approved.',
  },
  { hi: () => import('./approve-selected-texts.hi'), mr: () => import('./approve-selected-texts.mr') },
);
