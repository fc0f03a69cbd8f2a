// The shared modules' texts in Marathi.
export default {
  update: 'नवीन आवृत्ती आली आहे — रीलोड करा',
  language: 'भाषा',
};
