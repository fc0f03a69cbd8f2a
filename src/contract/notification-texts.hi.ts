// Notifications in Hindi.
export default {
  claimSubmitted: '{name} ने {month} {year} का खर्च क्लेम मंज़ूरी के लिए भेजा है।',
};
