// The finance calls' refusals in Hindi.
export default {
  paidInFuture: 'भुगतान की तारीख़ आज के बाद की नहीं हो सकती।',
  notPayable: 'आप दूसरी कंपनी का या न मौजूद दावा नहीं चुका सकते।',
  alreadyPaid: '{name} का {month} {year} का दावा पहले ही चुकाया जा चुका है।',
  notApproved: '{name} का {month} {year} का दावा {status} है: सिर्फ़ मंज़ूर दावा ही चुकाया जा सकता है।',
  monthNotEnded:
    '{name} का {month} {year} का दावा {day} {shortMonth} {dayYear} से चुकाया जा सकता है, जब उसका महीना ख़त्म हो जाए।',
  noSuchClaim: 'ऐसा कोई दावा नहीं है।',
};
