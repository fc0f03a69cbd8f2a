// The bell in Marathi.
export default {
  notifications: 'सूचना',
  loading: 'लोड होत आहे...',
  none: 'कोणतीही सूचना नाही',
  noneUnread: 'सूचना, न वाचलेली एकही नाही',
  before: 'सूचना, ',
  after: ' न वाचलेल्या',
  notification: 'सूचना',
  failed: 'तुमच्या सूचना लोड झाल्या नाहीत. कृपया पुन्हा प्रयत्न करा.',
  allRead: 'सर्व वाचल्या',
  unreadCount: '{count, plural, other {# न वाचलेल्या}}',
  unreadPrefix: 'न वाचलेली, ',
  open: 'उघडा',
};
