// A claim's standing in Marathi.
export default {
  statusPending: 'बाकी',
  statusUnsubmitted: 'सादर नाही',
  statusSubmitted: 'सादर केला',
  statusApproved: 'मंजूर',
  statusPartiallyApproved: 'अंशतः मंजूर',
  statusRejected: 'नामंजूर',
  statusPaid: 'पैसे दिले',
  paid: '{date} रोजी {amount} दिले, संदर्भ {reference}',
  approved: 'दावा {claimed} · मंजूर {approved}',
  approvedAtLevel: 'दावा {claimed} · लेव्हल {level} वर {approved} मंजूर',
  approvedBy: 'दावा {claimed} · {approver} यांनी {approved} मंजूर केले',
  approvedAtLevelBy: 'दावा {claimed} · लेव्हल {level} वर {approver} यांनी {approved} मंजूर केले',
};
