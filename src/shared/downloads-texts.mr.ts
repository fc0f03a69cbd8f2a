// Downloads in Marathi.
export default { downloading: 'डाउनलोड होत आहे...', downloadPdf: 'PDF डाउनलोड करा' };
