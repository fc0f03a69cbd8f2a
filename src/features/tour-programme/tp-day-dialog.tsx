// Plans one day of the tour programme (issue 42): a work type, and for field work a route from the
// approved fare chart, the customers meant to be visited and joint work with the manager. A draft
// day is saved through the outbox, so it works offline and reaches the server once; a day of an
// approved plan is a change request with a reason, sent online for the manager to decide.
import { useId, useRef, useState } from 'react';
import { type TTourProgramme, type TWorkType, WORK_TYPES } from '../../contract/tour-programme';
import { showToast } from '../../lib/notices';
import type { StoredUserData } from '../../lib/session';
import { useText } from '../../lib/use-text';
import { Field, SelectField } from '../../ui/field';
import { Form } from '../../ui/form';
import { Icon } from '../../ui/icons';
import { Modal } from '../../ui/modal';
import { useDayLabel, WORK_TYPE_TEXTS } from './tp-day-parts';
import { type DayRow, queueDaySave } from './tp-outbox';
import { requestChangeMutation } from './tp-queries';
import { TP_SCREEN_TEXTS as TP } from './tp-texts';

export function DayDialog({
  user,
  plan,
  day,
  isChange = false,
  onClose,
}: {
  user: StoredUserData;
  plan: TTourProgramme;
  day: DayRow;
  /** A day of an approved plan: the dialog asks for a change, with a reason. */
  isChange?: boolean;
  onClose: () => void;
}) {
  const t = useText();
  const titleId = useId();
  const dayLabel = useDayLabel();
  const firstRef = useRef<HTMLSelectElement>(null);
  const [workType, setWorkType] = useState<TWorkType | ''>(day.workType ?? '');
  const [journeyId, setJourneyId] = useState<number | ''>(day.journey?.journeyId ?? '');
  const [customerIds, setCustomerIds] = useState<number[]>(
    day.customers.map((customer) => customer.customerId),
  );
  const [isJointWork, setIsJointWork] = useState(day.isJointWork);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ workType?: string; route?: string; reason?: string; form?: string }>(
    {},
  );
  const isFieldWork = workType === 'Field Work';

  async function save(cleared: boolean) {
    if (!cleared) {
      const found = {
        ...(workType === '' ? { workType: t(TP.chooseWorkType) } : {}),
        ...(isFieldWork && journeyId === '' ? { route: t(TP.chooseRoute) } : {}),
        ...(isChange && reason.trim() === '' ? { reason: t(TP.giveReason) } : {}),
      };
      setErrors(found);
      if (Object.keys(found).length > 0) return;
    }
    if (isChange) {
      await askForChange();
      return;
    }
    try {
      await queueDaySave(user, {
        date: day.date,
        workType: cleared || workType === '' ? null : workType,
        journeyId: journeyId === '' ? undefined : journeyId,
        customerIds,
        isJointWork,
      });
      showToast(t(TP.daySaved));
      onClose();
    } catch (failure) {
      showToast((failure as Error).message, 'fail');
    }
  }

  async function askForChange() {
    if (workType === '') return;
    const result = await requestChangeMutation.run({
      date: day.date,
      workType,
      ...(isFieldWork && journeyId !== ''
        ? { journeyId, customerIds: customerIds.join(','), isJointWork: isJointWork ? 1 : 0 }
        : {}),
      reason: reason.trim(),
    });
    if (result.ok) onClose();
    else if (result.isRefusal && result.notice) setErrors({ form: t(result.notice.text) });
  }

  const title = isChange
    ? TP.changeOf({ date: dayLabel(day.date) })
    : TP.planDay({ date: dayLabel(day.date) });
  const toggleCustomer = (id: number, isChosen: boolean) =>
    setCustomerIds((ids) => (isChosen ? [...ids, id] : ids.filter((other) => other !== id)));

  return (
    <Modal className="tp-dialog" labelledBy={titleId} onEscape={onClose} initialFocusRef={firstRef}>
      <div className="page-header">
        <h2 id={titleId} className="page-title">
          {t(title)}
        </h2>
        <div className="page-header__actions">
          <button type="button" className="icon-button" aria-label={t(TP.cancel)} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
      </div>
      <Form
        className="tp-form"
        onSubmit={() => save(false)}
        aria-label={t(TP.planDay({ date: dayLabel(day.date) }))}
      >
        <SelectField
          ref={firstRef}
          id="tp-work-type"
          label={t(TP.workType)}
          value={workType}
          onChange={(value) => setWorkType(value as TWorkType | '')}
          options={WORK_TYPES.map((type) => ({ value: type, label: t(WORK_TYPE_TEXTS[type]) }))}
          placeholder={t(TP.pleaseSelect)}
          error={errors.workType}
        />
        {isFieldWork && (
          <FieldWorkFields
            plan={plan}
            journeyId={journeyId}
            onJourney={setJourneyId}
            customerIds={customerIds}
            onCustomer={toggleCustomer}
            isJointWork={isJointWork}
            onJointWork={setIsJointWork}
            routeError={errors.route}
          />
        )}
        {isChange && (
          <Field id="tp-change-reason" label={t(TP.changeReason)} error={errors.reason}>
            {(control) => (
              <input
                {...control}
                className="input"
                maxLength={300}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </Field>
        )}
        <div className="confirm-dialog__actions">
          {day.workType && !isChange && (
            <button type="button" className="button button--secondary" onClick={() => void save(true)}>
              {t(TP.clearDay)}
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t(TP.cancel)}
          </button>
          <button type="submit" className="button button--primary">
            {t(isChange ? TP.sendRequest : TP.save)}
          </button>
        </div>
      </Form>
    </Modal>
  );
}

/** A field-work day's route from the approved fare chart, its customers and joint work. */
function FieldWorkFields(props: {
  plan: TTourProgramme;
  journeyId: number | '';
  onJourney: (journeyId: number | '') => void;
  customerIds: number[];
  onCustomer: (customerId: number, isChosen: boolean) => void;
  isJointWork: boolean;
  onJointWork: (isJointWork: boolean) => void;
  routeError: string | undefined;
}) {
  const t = useText();
  const { plan, journeyId, customerIds, isJointWork } = props;
  return (
    <>
      <SelectField
        id="tp-route"
        label={t(TP.route)}
        value={journeyId}
        onChange={(value) => props.onJourney(value === '' ? '' : Number(value))}
        options={plan.journeys.map((journey) => ({
          value: journey.journeyId,
          label: `${journey.fromCity} – ${journey.toCity} (${journey.category})`,
        }))}
        placeholder={t(TP.pleaseSelect)}
        error={props.routeError}
      />
      <fieldset className="tp-form__customers">
        <legend className="field__label">{t(TP.customers)}</legend>
        {plan.customers.length === 0 && <p className="muted">{t(TP.noCustomers)}</p>}
        {plan.customers.map((customer) => (
          <label key={customer.customerId} className="tp-form__check">
            <input
              type="checkbox"
              checked={customerIds.includes(customer.customerId)}
              onChange={(event) => props.onCustomer(customer.customerId, event.target.checked)}
            />
            <span>
              {customer.name} <span className="muted">· {customer.cityName}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <label className="tp-form__check">
        <input
          type="checkbox"
          checked={isJointWork}
          onChange={(event) => props.onJointWork(event.target.checked)}
        />
        {t(TP.jointWork)}
      </label>
    </>
  );
}
