// The checks of a bill in Hindi.
export default {
  duplicateAtCapture: 'यह बिल पहले ही क्लेम किए गए एक बिल जैसा लगता है ({date})',
  duplicateForApprover: 'संभावित डुप्लिकेट: {name} ने {date} को {match} वाला बिल क्लेम किया था।',
  matchIrn: 'यही IRN',
  matchSeller: 'यही विक्रेता GSTIN और इनवॉइस नंबर',
  matchInvoice: 'यही इनवॉइस नंबर, तारीख़ और रकम',
  matchPicture: 'यही फ़ोटो और रकम',
  einvoiceVerified: 'GST ई-इनवॉइस सत्यापित',
  einvoiceNotNic: 'ई-इनवॉइस QR पर NIC के हस्ताक्षर नहीं हैं',
  einvoiceSandbox: 'ई-इनवॉइस QR पर NIC के टेस्ट पोर्टल (सैंडबॉक्स) के हस्ताक्षर हैं: यह पंजीकृत इनवॉइस नहीं है',
  einvoiceDiffers: 'ई-इनवॉइस QR में {field} {qr} है; बिल में {bill} है।',
  fieldSellerGstin: 'विक्रेता GSTIN',
  fieldInvoiceNumber: 'इनवॉइस नंबर',
  fieldInvoiceDate: 'इनवॉइस की तारीख़',
  fieldTotal: 'कुल रकम',
};
