// The shared handler's texts (spec section 8), in the reader's language: what any screen says when
// a call fails with no reason of its own. Small and without zod, so /login can carry them.
import { defineTexts } from '../pure/texts';

export const API_ERROR_TEXTS = defineTexts(
  'api-error',
  {
    serverError: "Server Couldn't respond at this moment, please try again..",
    timeout: 'network: taking too long to fetch data',
    otherError: 'something went wrong, this maybe network issue',
    somethingWrong: 'Something went wrong',
    apiFailed: 'Something is Wrong With API!',
    notTheServer:
      'The network answered instead of the server (a Wi-Fi sign-in page?). It will be tried again.',
  },
  { hi: () => import('./api-error-texts.hi'), mr: () => import('./api-error-texts.mr') },
);
