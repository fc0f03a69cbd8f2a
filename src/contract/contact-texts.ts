// The contact rules' texts (issue 40), shared by the profile, administration and the server.
import { defineTexts } from '../pure/texts';

export const CONTACT_TEXTS = defineTexts(
  'contact',
  {
    emailAt: 'Please enter an email address at {domains}.',
    domainsTitle: 'Email domains',
    domainsLabel: 'Email domains of the company (comma separated)',
    domainsNote:
      'Profiles and employees may use addresses at these domains only. Gmail alone is the default.',
    domainsSave: 'Save domains',
    domainsSaved: 'Email addresses at {domains} are accepted.',
  },
  { hi: () => import('./contact-texts.hi'), mr: () => import('./contact-texts.mr') },
);
