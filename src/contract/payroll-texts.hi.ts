// The payroll file's column headings, in Hindi.
export default {
  employeeCode: 'कर्मचारी कोड',
  name: 'नाम',
  hq: 'HQ',
  month: 'महीना',
  fare: 'किराया',
  allowance: 'भत्ता',
  sundry: 'अन्य खर्च',
  deductions: 'कटौती',
  approvedTotal: 'मंज़ूर कुल',
  paymentDate: 'भुगतान की तारीख़',
  reference: 'संदर्भ',
  total: 'कुल',
};
