// The bell in Hindi.
export default {
  notifications: 'सूचनाएँ',
  loading: 'लोड हो रहा है...',
  none: 'कोई सूचना नहीं',
  noneUnread: 'सूचनाएँ, कोई बिना पढ़ी नहीं',
  before: 'सूचनाएँ, ',
  after: ' नहीं पढ़ी',
  notification: 'सूचना',
  failed: 'आपकी सूचनाएँ लोड नहीं हो सकीं। कृपया फिर से कोशिश करें।',
  allRead: 'सब पढ़ ली गईं',
  unreadCount: '{count, plural, other {# नहीं पढ़ी}}',
  unreadPrefix: 'नहीं पढ़ी, ',
  open: 'खोलें',
};
