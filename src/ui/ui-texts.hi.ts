// The shared UI pieces in Hindi.
export default {
  back: 'वापस',
  close: 'बंद करें',
  cancel: 'रद्द करें',
  loadingImage: 'फ़ोटो लोड हो रही है',
  datePlaceholder: 'dd/mm/yyyy',
  clearField: '{label} मिटाएँ',
  chooseField: '{label} चुनें',
};
