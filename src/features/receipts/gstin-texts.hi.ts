// The seller GSTIN field in Hindi.
export default {
  gstinShape: 'GSTIN 15 अक्षरों का होता है: 2 अंकों का राज्य कोड, 10 अक्षरों का PAN, फिर 3 और',
  gstinState: 'GSTIN {code} से शुरू होता है, जो GST का कोई राज्य कोड नहीं है',
  gstinCheck: 'GSTIN का चेक अक्षर मेल नहीं खाता: कृपया 15 अक्षर फिर से जाँचें',
  sellerGstin: 'विक्रेता GSTIN',
};
