// Paying the chosen claims of the register (issue 25), and the month's payroll file to download.
import { type FormEvent, useState } from 'react';
import { getPayrollFile } from '../../contract/finance';
import { useMutation } from '../../lib/server-mutation';
import { useUser } from '../../lib/session';
import { useText } from '../../lib/use-text';
import { businessDate, formatListDate } from '../../pure/calendar';
import { formatRupees } from '../../pure/money';
import { plural } from '../../pure/plural';
import { DownloadButton, saveDownload } from '../../shared/downloads';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DateField } from '../../ui/date-field';
import { Field } from '../../ui/field';
import { markPaidMutation } from './finance-queries';

/** The chosen claims are paid their approved totals: only the date and the reference are typed. */
export function PayPanel({
  selected,
  onPaid,
}: {
  selected: ReadonlyMap<number, number>;
  onPaid: () => void;
}) {
  const today = businessDate();
  const [paymentDate, setPaymentDate] = useState(today);
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState('');
  const t = useText();
  const pay = useMutation(markPaidMutation);
  // Issue 40: a paid claim never changes, so the payment is said in full and confirmed first.
  const [isConfirming, setIsConfirming] = useState(false);
  const count = selected.size;
  const total = [...selected.values()].reduce((sum, amount) => sum + amount, 0);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!reference.trim()) {
      setProblem('Please enter the payment reference');
      return;
    }
    setProblem('');
    setIsConfirming(true);
  }

  async function onConfirm() {
    setIsConfirming(false);
    const result = await pay.run({
      expenseIds: [...selected.keys()],
      paymentDate,
      reference: reference.trim(),
    });
    if (result.ok) {
      setReference('');
      onPaid();
    } else if (result.isRefusal && result.notice) setProblem(t(result.notice.text));
  }

  return (
    <form className="finance__pay card" onSubmit={onSubmit} aria-label="Mark paid">
      <p className="finance__pay-count">
        {count === 0
          ? 'Choose approved claims to mark them paid.'
          : `${plural(count, 'claim', 'claims')} chosen`}
      </p>
      <DateField
        id="finance-pay-date"
        label="Payment date"
        value={paymentDate}
        maxDate={today}
        onChange={setPaymentDate}
      />
      <Field id="finance-reference" label="Reference (e.g. bank UTR)" error={problem || undefined}>
        {(control) => (
          <input
            {...control}
            className="input"
            value={reference}
            maxLength={60}
            onChange={(event) => setReference(event.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="button button--primary" disabled={count === 0 || pay.isPending}>
        {pay.isPending ? 'Saving...' : 'Mark paid'}
      </button>
      {isConfirming && (
        <ConfirmDialog
          title={`Mark ${plural(count, 'claim', 'claims')} paid?`}
          confirmText="Mark paid"
          onConfirm={() => void onConfirm()}
          onCancel={() => setIsConfirming(false)}
        >
          <p>
            {formatRupees(total)} in all, paid on {formatListDate(paymentDate)}, reference {reference.trim()}.
            A paid claim never changes.
          </p>
        </ConfirmDialog>
      )}
    </form>
  );
}

export function PayrollButtons({ month }: { month: { year: number; month: number } }) {
  const user = useUser();
  if (!user) return null;
  const query = { companyId: user.companyId, ...month };
  return (
    <>
      <DownloadButton
        label="Download CSV"
        start={() => saveDownload(getPayrollFile, { ...query, format: 'csv' })}
      />
      <DownloadButton
        label="Download Excel"
        start={() => saveDownload(getPayrollFile, { ...query, format: 'xlsx' })}
      />
    </>
  );
}
