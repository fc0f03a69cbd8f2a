// Notifications in Marathi.
export default {
  claimSubmitted: '{name} यांनी {month} {year} चा खर्च क्लेम मंजुरीसाठी पाठवला आहे.',
};
