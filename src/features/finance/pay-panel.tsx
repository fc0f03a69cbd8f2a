// Paying the chosen claims of the register (issue 25), and the month's payroll file to download.
import { type FormEvent, useState } from 'react';
import { useMutation } from '../../lib/server-mutation';
import { useLanguage, useText } from '../../lib/use-text';
import { businessDate } from '../../pure/calendar';
import { formatListDateIn } from '../../pure/calendar-texts';
import { formatRupees } from '../../pure/money';
import type { Text } from '../../pure/texts';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DateField } from '../../ui/date-field';
import { Field } from '../../ui/field';
import { markPaidMutation } from './finance-queries';
import { FINANCE_TEXTS } from './finance-texts';

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
  const [problem, setProblem] = useState<Text | string>('');
  const t = useText();
  const language = useLanguage();
  const pay = useMutation(markPaidMutation);
  // Issue 40: a paid claim never changes, so the payment is said in full and confirmed first.
  const [isConfirming, setIsConfirming] = useState(false);
  const count = selected.size;
  const total = [...selected.values()].reduce((sum, amount) => sum + amount, 0);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!reference.trim()) {
      setProblem(FINANCE_TEXTS.enterReference);
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
    } else if (result.isRefusal && result.notice) setProblem(result.notice.text);
  }

  return (
    <form className="finance__pay card" onSubmit={onSubmit} aria-label={t(FINANCE_TEXTS.markPaid)}>
      <p className="finance__pay-count">
        {t(count === 0 ? FINANCE_TEXTS.chooseClaims : FINANCE_TEXTS.chosen({ count }))}
      </p>
      <DateField
        id="finance-pay-date"
        label={t(FINANCE_TEXTS.paymentDate)}
        value={paymentDate}
        maxDate={today}
        onChange={setPaymentDate}
      />
      <Field
        id="finance-reference"
        label={t(FINANCE_TEXTS.referenceLabel)}
        error={problem ? t(problem) : undefined}
      >
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
        {t(pay.isPending ? FINANCE_TEXTS.saving : FINANCE_TEXTS.markPaid)}
      </button>
      {isConfirming && (
        <ConfirmDialog
          title={t(FINANCE_TEXTS.confirmTitle({ count }))}
          confirmText={t(FINANCE_TEXTS.markPaid)}
          onConfirm={() => void onConfirm()}
          onCancel={() => setIsConfirming(false)}
        >
          <p>
            {t(
              FINANCE_TEXTS.confirmText({
                amount: formatRupees(total),
                date: formatListDateIn(paymentDate, language),
                reference: reference.trim(),
              }),
            )}
          </p>
        </ConfirmDialog>
      )}
    </form>
  );
}
