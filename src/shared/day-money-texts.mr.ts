// A day's money in Marathi.
export default {
  fare: 'भाडे',
  allowance: 'भत्ता',
  bills: 'बिले',
  total: 'एकूण',
  sundry: 'किरकोळ (महिन्यात जोडले जाते)',
  claimed: 'क्लेम केलेले',
  approvedByLevel: '{name} यांनी मंजूर केले (लेव्हल {level})',
  yourApproval: 'तुमची मंजुरी',
};
