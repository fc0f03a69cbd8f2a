// The call report's planned customers in Marathi.
export default {
  planned: 'प्लान केलेले कस्टमर',
  met: 'भेटले',
  notMet: 'अजून भेटले नाहीत',
  metCount: '{planned} पैकी {met} भेटले',
};
