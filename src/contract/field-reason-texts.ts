// Why a field of a request fails its schema, one generic text per kind of failure (issue 39): what
// the server says in Hindi, Marathi and the pseudo-language. In English it keeps the schema's own
// words (some are the specification's), so these English texts are the translations' source only.
import { defineTexts } from '../pure/texts';

export const FIELD_SAYS = defineTexts(
  'field-reasons',
  {
    required: 'is required',
    mustBeNumber: 'must be a number',
    mustBeText: 'must be text',
    mustBeTrueOrFalse: 'must be true or false',
    mustBeList: 'must be a list',
    mustBeObject: 'must be an object',
    wrongKind: 'is not of the right kind',
    tooLong: 'must be at most {max} characters',
    atMost: 'must be at most {max}',
    lessThan: 'must be less than {max}',
    tooMany: 'may hold at most {max} items',
    tooLarge: 'is too large',
    tooShort: 'must be at least {min} characters',
    atLeast: 'must be {min} or more',
    moreThan: 'must be more than {min}',
    tooFew: 'must hold at least {min} items',
    tooSmall: 'is too small',
    badFormat: 'is not in the expected format',
    multipleOf: 'must be a multiple of {divisor}',
    oneOf: 'must be one of {values}',
    unknownFields: 'has fields this call does not take: {keys}',
    notValid: 'is not valid',
  },
  { hi: () => import('./field-reason-texts.hi'), mr: () => import('./field-reason-texts.mr') },
);
