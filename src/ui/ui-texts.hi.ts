// The shared UI pieces in Hindi.
export default {
  earlierDecisions: 'पहले के फ़ैसले',
  decisionsOn: '{subject} पर {title}',
  decisionLine: 'लेवल {level}: {name} ने {date} को {decision}',
  decisionApproved: 'मंज़ूर किया',
  decisionRejected: 'नामंज़ूर किया',
  withDeduction: ', कटौती {amount}',
  back: 'वापस',
  close: 'बंद करें',
  cancel: 'रद्द करें',
  loadingImage: 'फ़ोटो लोड हो रही है',
  success: 'सफल',
  failure: 'असफल',
  datePlaceholder: 'dd/mm/yyyy',
  clearField: '{label} मिटाएँ',
  chooseField: '{label} चुनें',
};
