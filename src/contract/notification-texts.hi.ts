// Notifications in Hindi.
export default {
  claimSubmitted: '{name} ने {month} {year} का खर्च क्लेम मंज़ूरी के लिए भेजा है।',
  claimApproved: 'आपका {month} {year} का खर्च क्लेम मंज़ूर हो गया है।',
  claimWaitsLevel2: 'आपका {month} {year} का खर्च क्लेम लेवल 1 पर मंज़ूर हुआ है और लेवल 2 का इंतज़ार कर रहा है।',
  submitReminder: 'याद दिलाना: आपका {month} {year} का खर्च भेजने के लिए तैयार है।',
};
