// What the server says about a rejected day coming back, in Marathi.
export default {
  notReturned:
    '{date} तुम्हाला नामंजूर होऊन परत आलेला नाही, त्यामुळे पुन्हा पाठवण्यासारखे काही नाही. फक्त मॅनेजरने नामंजूर केलेला दिवसच पुन्हा पाठवता येतो.',
  notInMonth: 'दिवस {id} या महिन्याचा नाही.',
  resubmitted:
    '{days, plural, one {# दिवस पुन्हा पाठवला} other {# दिवस पुन्हा पाठवले}}: क्लेम परत {approver} यांच्याकडे जातो.',
  resubmittedNoApprover: '{days, plural, one {# दिवस पुन्हा पाठवला} other {# दिवस पुन्हा पाठवले}}.',
};
