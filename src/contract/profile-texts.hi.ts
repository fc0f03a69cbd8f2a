// The profile calls' refusals in Hindi.
export default {
  notAnImage: 'प्रोफ़ाइल फ़ोटो पूरी JPEG या PNG इमेज होनी चाहिए।',
  tooManyPixels:
    'प्रोफ़ाइल फ़ोटो में बहुत ज़्यादा पिक्सेल हैं: हर तरफ़ ज़्यादा से ज़्यादा 6,000 पिक्सेल और कुल 25 मेगापिक्सेल। कृपया छोटी फ़ोटो चुनें।',
  tooLarge: 'प्रोफ़ाइल फ़ोटो 2 MB से बड़ी है। कृपया छोटी फ़ोटो चुनें।',
  noSuchEmployee: 'ऐसा कोई कर्मचारी नहीं है।',
  fixedFields: 'ये फ़ील्ड बदले नहीं जा सकते: {fields}।',
};
