// What the server says about a rejected day coming back, in Hindi.
export default {
  notReturned:
    '{date} आपको नामंज़ूर होकर वापस नहीं आया है, इसलिए फिर से भेजने को कुछ नहीं है। सिर्फ़ मैनेजर का नामंज़ूर किया दिन ही फिर से भेजा जा सकता है।',
  notInMonth: 'दिन {id} इस महीने का नहीं है।',
  resubmitted:
    '{days, plural, one {# दिन फिर से भेजा गया} other {# दिन फिर से भेजे गए}}: क्लेम वापस {approver} के पास जाता है।',
  resubmittedNoApprover: '{days, plural, one {# दिन फिर से भेजा गया} other {# दिन फिर से भेजे गए}}।',
};
