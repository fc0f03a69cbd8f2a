// The shared UI pieces in Marathi.
export default {
  earlierDecisions: 'आधीचे निर्णय',
  decisionsOn: '{subject} वरील {title}',
  decisionLine: 'लेव्हल {level}: {name} यांनी {date} रोजी {decision}',
  decisionApproved: 'मंजूर केले',
  decisionRejected: 'नामंजूर केले',
  withDeduction: ', कपात {amount}',
  back: 'मागे',
  close: 'बंद करा',
  cancel: 'रद्द करा',
  loadingImage: 'फोटो लोड होत आहे',
  success: 'यशस्वी',
  failure: 'अयशस्वी',
  datePlaceholder: 'dd/mm/yyyy',
  clearField: '{label} पुसा',
  chooseField: '{label} निवडा',
};
