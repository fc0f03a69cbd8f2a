// The day's attachments panel in Marathi.
export default {
  deleteBill: '{type} बिल {number} काढा',
  deleteTitle: 'जोडणी काढा',
  yes: 'होय',
  no: 'नाही',
  deleteQuestion: 'हे बिल या दिवसातून काढायचे आहे का? ते तुमच्या पेंडिंग बिलांमध्ये परत जाईल.',
  waiting: 'जोडले जाण्याची वाट',
  refused: '{type} बिल {number} जोडले गेले नाही: {reason} ते तुमच्या पेंडिंग बिलांमध्ये राहील.',
  ok: 'ठीक आहे',
  billTitle: 'बिल {number}',
  addAttachment: 'जोडणी करा',
  unreportedBills: 'पेंडिंग बिले',
  addBill: 'बिल जोडा',
  view: 'पाहा',
  bill: 'बिल',
  sundry: '(किरकोळ)',
};
