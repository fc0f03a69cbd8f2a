// The finance calls' refusals in Marathi.
export default {
  paidInFuture: 'पेमेंटची तारीख आजच्या नंतरची असू शकत नाही.',
  notPayable: 'तुम्ही दुसऱ्या कंपनीचा किंवा अस्तित्वात नसलेला क्लेम भरू शकत नाही.',
  alreadyPaid: '{name} यांचा {month} {year} चा क्लेम आधीच भरला आहे.',
  notApproved: '{name} यांचा {month} {year} चा क्लेम {status} आहे: फक्त मंजूर क्लेमच भरता येतो.',
  monthNotEnded:
    '{name} यांचा {month} {year} चा क्लेम {day} {shortMonth} {dayYear} पासून भरता येईल, जेव्हा त्याचा महिना संपेल.',
  noSuchClaim: 'असा कोणताही क्लेम नाही.',
};
