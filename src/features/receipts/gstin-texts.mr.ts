// The seller GSTIN field in Marathi.
export default {
  gstinShape: 'GSTIN 15 अक्षरांचा असतो: 2 अंकी राज्य कोड, 10 अक्षरी PAN, नंतर आणखी 3',
  gstinState: 'GSTIN {code} ने सुरू होतो, जो GST चा राज्य कोड नाही',
  gstinCheck: 'GSTIN चे तपासणी अक्षर जुळत नाही: कृपया 15 अक्षरे पुन्हा तपासा',
  sellerGstin: 'विक्रेता GSTIN',
};
