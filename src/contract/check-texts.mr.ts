// The checks of a bill in Marathi.
export default {
  duplicateAtCapture: 'हे बिल आधी क्लेम केलेल्या एका बिलासारखे दिसते ({date})',
  duplicateForApprover: 'संभाव्य डुप्लिकेट: {name} यांनी {date} रोजी {match} असलेले बिल क्लेम केले होते.',
  matchIrn: 'हाच IRN',
  matchSeller: 'हाच विक्रेता GSTIN आणि इनव्हॉइस क्रमांक',
  matchInvoice: 'हाच इनव्हॉइस क्रमांक, तारीख आणि रक्कम',
  matchPicture: 'हाच फोटो आणि रक्कम',
  einvoiceVerified: 'GST ई-इनव्हॉइस पडताळले',
  einvoiceNotNic: 'ई-इनव्हॉइस QR वर NIC ची स्वाक्षरी नाही',
  einvoiceSandbox: 'ई-इनव्हॉइस QR वर NIC च्या चाचणी पोर्टलची (सँडबॉक्स) स्वाक्षरी आहे: हे नोंदणीकृत इनव्हॉइस नाही',
  einvoiceDiffers: 'ई-इनव्हॉइस QR मध्ये {field} {qr} आहे; बिलात {bill} आहे.',
  fieldSellerGstin: 'विक्रेता GSTIN',
  fieldInvoiceNumber: 'इनव्हॉइस क्रमांक',
  fieldInvoiceDate: 'इनव्हॉइसची तारीख',
  fieldTotal: 'एकूण रक्कम',
};
