// The call report's planned customers in Hindi.
export default {
  planned: 'प्लान किए कस्टमर',
  met: 'मिल लिए',
  notMet: 'अभी नहीं मिले',
  metCount: '{planned} में से {met} से मिले',
};
