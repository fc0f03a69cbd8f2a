// The payroll file's column headings, in Marathi.
export default {
  employeeCode: 'कर्मचारी कोड',
  name: 'नाव',
  hq: 'HQ',
  month: 'महिना',
  fare: 'भाडे',
  allowance: 'भत्ता',
  sundry: 'इतर खर्च',
  deductions: 'वजावट',
  approvedTotal: 'मंजूर एकूण',
  paymentDate: 'पेमेंटची तारीख',
  reference: 'संदर्भ',
  total: 'एकूण',
};
