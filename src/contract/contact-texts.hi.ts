// The contact rules' texts in Hindi.
export default {
  emailAt: 'कृपया {domains} वाला ईमेल पता डालें।',
  domainsTitle: 'ईमेल डोमेन',
  domainsLabel: 'कंपनी के ईमेल डोमेन (कॉमा से अलग करें)',
  domainsNote: 'प्रोफ़ाइल और कर्मचारी सिर्फ़ इन डोमेन वाले पते रख सकते हैं। पहले से सिर्फ़ Gmail चलता है।',
  domainsSave: 'डोमेन सेव करें',
  domainsSaved: '{domains} वाले ईमेल पते स्वीकार हैं।',
};
