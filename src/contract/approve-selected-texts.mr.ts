// What 'Approve selected' answers, in Marathi.
export default {
  flaggedClaim:
    '{claim} वर {flags, plural, one {# फ्लॅग आहे} other {# फ्लॅग आहेत}}: तो उघडून दिवसवार तपासा. काहीही मंजूर झाले नाही.',
  approved: '{claims, plural, one {# क्लेम मंजूर झाला} other {# क्लेम मंजूर झाले}}.',
};
