// The contact rules' texts in Marathi.
export default {
  emailAt: 'कृपया {domains} वरचा ईमेल पत्ता टाका.',
  domainsTitle: 'ईमेल डोमेन',
  domainsLabel: 'कंपनीचे ईमेल डोमेन (स्वल्पविरामाने वेगळे करा)',
  domainsNote: 'प्रोफाइल आणि कर्मचारी फक्त या डोमेनवरचे पत्ते वापरू शकतात. सुरुवातीला फक्त Gmail चालते.',
  domainsSave: 'डोमेन सेव्ह करा',
  domainsSaved: '{domains} वरचे ईमेल पत्ते स्वीकारले जातात.',
};
