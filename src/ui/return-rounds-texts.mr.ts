// A rejected day's rounds back to its employee, in Marathi.
export default {
  changedTitle: 'उत्तरासह पुन्हा पाठवले',
  reply: 'उत्तर',
  whenRejected: 'नामंजूर करताना',
  resubmitted: 'पुन्हा पाठवले',
  route: 'रूट',
  total: 'एकूण',
  bills: 'बिले',
  noBills: 'बिले नाहीत',
  changed: 'बदलले',
  unchanged: 'बदलले नाही',
  billsOf: '{bills} ({amount})',
  roundsTitle: 'नामंजूर आणि पुन्हा पाठवले',
  roundsOn: '{subject} च्या फेऱ्या',
  returnedOn: '{date} रोजी परत आला: {route}, {total}.',
  waiting: 'उत्तराची वाट पाहत आहे.',
  resubmittedOn: '{date} रोजी पुन्हा पाठवला: {route}, {total}. उत्तर: “{reply}”',
};
