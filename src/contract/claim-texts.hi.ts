// A claim's standing in Hindi.
export default {
  statusPending: 'बाकी',
  statusUnsubmitted: 'जमा नहीं',
  statusSubmitted: 'जमा किया',
  statusApproved: 'मंज़ूर',
  statusPartiallyApproved: 'आंशिक मंज़ूर',
  statusRejected: 'नामंज़ूर',
  statusPaid: 'भुगतान हुआ',
  paid: '{date} को {amount} का भुगतान, रेफ़रेंस {reference}',
  approved: 'दावा {claimed} · मंज़ूर {approved}',
  approvedAtLevel: 'दावा {claimed} · लेवल {level} पर {approved} मंज़ूर',
  approvedBy: 'दावा {claimed} · {approver} ने {approved} मंज़ूर किए',
  approvedAtLevelBy: 'दावा {claimed} · लेवल {level} पर {approver} ने {approved} मंज़ूर किए',
};
