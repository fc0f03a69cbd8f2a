// A day's money in Hindi.
export default {
  fare: 'किराया',
  allowance: 'भत्ता',
  bills: 'बिल',
  total: 'कुल',
  sundry: 'फुटकर (महीने में जुड़ता है)',
  claimed: 'क्लेम किया',
  approvedByLevel: '{name} ने मंज़ूर किया (लेवल {level})',
  yourApproval: 'आपकी मंज़ूरी',
};
