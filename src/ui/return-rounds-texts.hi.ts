// A rejected day's rounds back to its employee, in Hindi.
export default {
  changedTitle: 'जवाब के साथ फिर से भेजा गया',
  reply: 'जवाब',
  whenRejected: 'नामंज़ूर होते समय',
  resubmitted: 'फिर से भेजा',
  route: 'रूट',
  total: 'कुल',
  bills: 'बिल',
  noBills: 'कोई बिल नहीं',
  changed: 'बदला',
  unchanged: 'नहीं बदला',
  billsOf: '{bills} ({amount})',
  roundsTitle: 'नामंज़ूर और फिर से भेजा',
  roundsOn: '{subject} के दौर',
  returnedOn: '{date} को वापस आया: {route}, {total}।',
  waiting: 'जवाब का इंतज़ार है।',
  resubmittedOn: '{date} को फिर से भेजा: {route}, {total}। जवाब: “{reply}”',
};
