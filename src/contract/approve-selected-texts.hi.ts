// What 'Approve selected' answers, in Hindi.
export default {
  flaggedClaim:
    '{claim} पर {flags, plural, one {# फ़्लैग है} other {# फ़्लैग हैं}}: इसे खोलकर दिन-ब-दिन जाँचें। कुछ भी मंज़ूर नहीं हुआ।',
  approved: '{claims, plural, one {# क्लेम} other {# क्लेम}} मंज़ूर हुए।',
};
