// The day's attachments panel in Hindi.
export default {
  deleteBill: '{type} बिल {number} हटाएँ',
  deleteTitle: 'अटैचमेंट हटाएँ',
  yes: 'हाँ',
  no: 'नहीं',
  deleteQuestion: 'क्या आप यह बिल इस दिन से हटाना चाहते हैं? यह आपके पेंडिंग बिलों में वापस चला जाएगा।',
  waiting: 'जुड़ने का इंतज़ार',
  refused: '{type} बिल {number} नहीं जुड़ा: {reason} यह आपके पेंडिंग बिलों में रहेगा।',
  ok: 'ठीक है',
  billTitle: 'बिल {number}',
  addAttachment: 'अटैचमेंट जोड़ें',
  unreportedBills: 'पेंडिंग बिल',
  addBill: 'बिल जोड़ें',
  view: 'देखें',
  bill: 'बिल',
  sundry: '(फुटकर)',
};
