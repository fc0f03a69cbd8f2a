// Notifications in Marathi.
export default {
  claimSubmitted: '{name} यांनी {month} {year} चा खर्च क्लेम मंजुरीसाठी पाठवला आहे.',
  claimApproved: 'तुमचा {month} {year} चा खर्च क्लेम मंजूर झाला आहे.',
  claimWaitsLevel2: 'तुमचा {month} {year} चा खर्च क्लेम लेव्हल 1 वर मंजूर झाला असून लेव्हल 2 ची वाट पाहत आहे.',
  submitReminder: 'आठवण: तुमचा {month} {year} चा खर्च पाठवण्यासाठी तयार आहे.',
};
