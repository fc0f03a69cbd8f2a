// The shared handler's texts in Hindi.
export default {
  serverError: 'सर्वर अभी जवाब नहीं दे पाया, कृपया फिर से कोशिश करें..',
  timeout: 'नेटवर्क: डेटा लाने में बहुत समय लग रहा है',
  otherError: 'कुछ गड़बड़ हुई, शायद नेटवर्क की समस्या है',
  somethingWrong: 'कुछ गड़बड़ हो गई',
  apiFailed: 'API में कुछ गड़बड़ है!',
  notTheServer: 'सर्वर की जगह नेटवर्क ने जवाब दिया (शायद वाई-फ़ाई का साइन-इन पेज?)। इसे फिर से भेजा जाएगा।',
};
