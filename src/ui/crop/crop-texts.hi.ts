// The crop buttons in Hindi.
export default { cancel: 'रद्द करें', cropping: 'क्रॉप हो रहा है...', crop: 'फ़ोटो क्रॉप करें' };
