// The bell in Hindi.
export default {
  notifications: 'सूचनाएँ',
  loading: 'लोड हो रहा है...',
  none: 'कोई सूचना नहीं',
  noneUnread: 'सूचनाएँ, कोई बिना पढ़ी नहीं',
  before: 'सूचनाएँ, ',
  after: ' नहीं पढ़ी',
};
