// The shared modules' texts in Hindi.
export default {
  update: 'नया वर्ज़न आया है — रीलोड करें',
  language: 'भाषा',
};
