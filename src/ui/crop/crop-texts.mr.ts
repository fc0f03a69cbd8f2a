// The crop buttons in Marathi.
export default { cancel: 'रद्द करा', cropping: 'क्रॉप होत आहे...', crop: 'फोटो क्रॉप करा' };
