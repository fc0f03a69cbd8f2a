// The bell in Marathi.
export default {
  notifications: 'सूचना',
  loading: 'लोड होत आहे...',
  none: 'कोणतीही सूचना नाही',
  noneUnread: 'सूचना, न वाचलेली एकही नाही',
  before: 'सूचना, ',
  after: ' न वाचलेल्या',
};
