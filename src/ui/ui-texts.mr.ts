// The shared UI pieces in Marathi.
export default {
  back: 'मागे',
  close: 'बंद करा',
  cancel: 'रद्द करा',
  loadingImage: 'फोटो लोड होत आहे',
  datePlaceholder: 'dd/mm/yyyy',
  clearField: '{label} पुसा',
  chooseField: '{label} निवडा',
};
