// Downloads in Hindi.
export default { downloading: 'डाउनलोड हो रहा है...', downloadPdf: 'PDF डाउनलोड करें' };
