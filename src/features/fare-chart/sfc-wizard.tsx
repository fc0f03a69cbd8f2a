// The 'Add New' wizard (spec sections 2, 4, 5): three steps on a phone, stacked sections that
// reopen on a desktop; written to Dexie as it changes; priced by the server on step 2.
import { useEffect, useRef, useState } from 'react';
import type { TSfcUserInfo } from '../../contract/fare-chart';
import { useIsDesktop } from '../../lib/media';
import { showAlert } from '../../lib/notices';
import { useMutation } from '../../lib/server-mutation';
import type { StoredUserData } from '../../lib/session';
import { useText } from '../../lib/use-text';
import { businessDate } from '../../pure/calendar';
import type { Text } from '../../pure/texts';
import { Form } from '../../ui/form';
import { Icon } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';
import { clearSfcDraft, writeSfcDraft } from './sfc-draft';
import {
  isEffectiveDateLocked,
  journeyBody,
  minEffectiveDate,
  needsNewEffectiveDate,
  returnsToStepOne,
  type SfcErrors,
  type SfcField,
  type SfcFormValues,
  type SfcStep,
  type SfcWizardDraft,
  stepOneErrors,
  wholeNumberText,
} from './sfc-form';
import { addJourneyMutation, editJourneyMutation } from './sfc-mutations';
import { SFC_SCREEN_TEXTS } from './sfc-texts';
import { usePrice, useTerritoryLevel, useWizardOptions } from './sfc-wizard-data';
import { JourneyStep, PriceStep, RemarksStep } from './sfc-wizard-steps';

const SECTION_TITLES: Record<SfcStep, Text> = {
  1: SFC_SCREEN_TEXTS.stepJourney,
  2: SFC_SCREEN_TEXTS.stepPrice,
  3: SFC_SCREEN_TEXTS.stepRemarks,
};

interface SfcWizardProps {
  user: StoredUserData;
  userInfo: TSfcUserInfo;
  draft: SfcWizardDraft;
  onClose: () => void;
  /** The save went through (its popup is the mutation's). */
  onSaved: () => void;
}

export default function SfcWizard({ user, userInfo, draft, onClose, onSaved }: SfcWizardProps) {
  const t = useText();
  const isDesktop = useIsDesktop();
  const [values, setValues] = useState<SfcFormValues>(draft.values);
  const [step, setStep] = useState<SfcStep>(draft.step);
  const [errors, setErrors] = useState<SfcErrors>({});
  const [openSections, setOpenSections] = useState<SfcStep[]>([draft.step]);
  const add = useMutation(addJourneyMutation);
  const edit = useMutation(editJourneyMutation);
  const isSaving = add.isPending || edit.isPending;
  const isTerritoryLevel = userInfo.areaRange === 'T';
  const options = useWizardOptions(values);
  const price = usePrice(values, step);

  useDraftOnDisk(user.employeeId, draft, step, values);

  useTerritoryLevel(isTerritoryLevel, options.territories[0]?.territoryId, setValues);

  function goTo(next: SfcStep) {
    setStep(next);
    setOpenSections([next]);
  }

  function change(field: SfcField, value: string) {
    setValues((current) => {
      const next = { ...current, [field]: value };
      // A city belongs to its territory: choosing another territory clears it.
      if (field === 'fromTerritoryId') next.fromCityId = '';
      if (field === 'toTerritoryId') next.toCityId = '';
      return next;
    });
    setErrors(({ [field]: _cleared, ...rest }) =>
      field === 'numberOfDoctors' || field === 'numberOfChemist' ? { ...rest, counts: undefined } : rest,
    );
    if (returnsToStepOne(field) && step !== 1) goTo(1);
  }

  function nextFromStepOne() {
    const found = stepOneErrors(values, isTerritoryLevel);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (needsNewEffectiveDate(userInfo, values.effectiveDate)) {
      showAlert(SFC_SCREEN_TEXTS.newEffectiveDate);
      return;
    }
    goTo(2);
  }

  async function save() {
    const found = stepOneErrors(values, isTerritoryLevel);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      goTo(1);
      return;
    }
    const fields = journeyBody(values, { isDistanceTyped: price.isDistanceTyped });
    const result =
      draft.mode === 'edit' && draft.target
        ? await edit.run({ fields, target: draft.target })
        : await add.run({ fields, stpfcId: userInfo.stpfcId ?? 0 });
    if (result.ok) {
      // The list replaces the wizard in the render that ends the save, so no tap finds Add enabled
      // again; the draft it leaves goes from the disk behind it.
      onSaved();
      void clearSfcDraft(user.employeeId);
      return;
    }
    // Closing the alert finds the wizard back at step 1 (spec section 8); a refusal keeps the
    // step, since its text says what to change. A 401 leaves for the login form.
    if (!result.isRefusal && !result.isSignedOut) goTo(1);
  }

  function onSubmit() {
    if (step === 1) nextFromStepOne();
    else if (step === 3) void save();
    else if (price.shown) goTo(3);
  }

  const submitText =
    step < 3 ? SFC_SCREEN_TEXTS.next : draft.mode === 'edit' ? SFC_SCREEN_TEXTS.update : SFC_SCREEN_TEXTS.add;
  const sections: Record<SfcStep, React.ReactNode> = {
    1: (
      <JourneyStep
        values={values}
        errors={errors}
        options={options}
        isTerritoryLevel={isTerritoryLevel}
        minDate={minEffectiveDate(userInfo, businessDate())}
        isDateLocked={isEffectiveDateLocked(userInfo)}
        onChange={change}
      />
    ),
    2: (
      <PriceStep
        values={values}
        price={price}
        categoryName={
          options.categories.find((c) => String(c.categoryId) === values.categoryId)?.categoryName
        }
        onDistance={(typed) => change('oneWayDistance', wholeNumberText(typed))}
      />
    ),
    3: <RemarksStep values={values} onChange={change} />,
  };
  const visibleSteps: SfcStep[] = isDesktop ? [1, 2, 3] : [step];

  return (
    <section className="page sfc-wizard">
      <WizardHeader onClose={() => void clearSfcDraft(user.employeeId).then(onClose)} />
      <Form
        className="card sfc-form"
        onSubmit={onSubmit}
        aria-label={t(SFC_SCREEN_TEXTS.addNew)}
        error={options.error}
      >
        {!isDesktop && (
          <p className="sfc-form__progress" aria-live="polite">
            {t(SFC_SCREEN_TEXTS.stepOf({ step: String(step), title: SECTION_TITLES[step] }))}
          </p>
        )}
        {visibleSteps.map((section) => (
          <WizardSection
            key={section}
            section={section}
            isDesktop={isDesktop}
            isReached={section <= step}
            isOpen={!isDesktop || (section <= step && openSections.includes(section))}
            onToggle={() =>
              setOpenSections((open) =>
                open.includes(section) ? open.filter((s) => s !== section) : [...open, section],
              )
            }
          >
            {sections[section]}
          </WizardSection>
        ))}
        <WizardActions
          onBack={!isDesktop && step > 1 ? () => goTo((step - 1) as SfcStep) : undefined}
          isDisabled={isSaving || (step === 2 && !price.shown)}
          text={t(isSaving ? SFC_SCREEN_TEXTS.saving : submitText)}
        />
      </Form>
    </section>
  );
}

function WizardHeader({ onClose }: { onClose: () => void }) {
  const t = useText();
  return (
    <PageHeader title={t(SFC_SCREEN_TEXTS.addNew)}>
      <button type="button" className="icon-button" aria-label={t(SFC_SCREEN_TEXTS.close)} onClick={onClose}>
        <Icon name="close" />
      </button>
    </PageHeader>
  );
}

/** A step of the wizard: on a desktop a heading that opens and closes it, on a phone the step alone. */
function WizardSection(props: {
  section: SfcStep;
  isDesktop: boolean;
  isReached: boolean;
  isOpen: boolean;
  onToggle: () => void;
  children: React.ReactNode;
}) {
  const t = useText();
  const { section, isOpen } = props;
  const contentId = `sfc-section-${section}`;
  return (
    <section className="sfc-section" aria-labelledby={`${contentId}-title`}>
      {props.isDesktop ? (
        <h2 className="sfc-section__title" id={`${contentId}-title`}>
          <button
            type="button"
            className="sfc-section__toggle"
            aria-expanded={isOpen}
            aria-controls={contentId}
            disabled={!props.isReached}
            onClick={props.onToggle}
          >
            <span className="sfc-section__number">{section}</span>
            {t(SECTION_TITLES[section])}
            <Icon name="chevronDown" size={20} />
          </button>
        </h2>
      ) : (
        <h2 className="visually-hidden" id={`${contentId}-title`}>
          {t(SECTION_TITLES[section])}
        </h2>
      )}
      {isOpen && (
        <div id={contentId} className="sfc-section__body">
          {props.children}
        </div>
      )}
    </section>
  );
}

function WizardActions({
  onBack,
  isDisabled,
  text,
}: {
  onBack?: (() => void) | undefined;
  isDisabled: boolean;
  text: string;
}) {
  const t = useText();
  return (
    <div className="sfc-form__actions">
      {onBack && (
        <button type="button" className="button button--secondary" onClick={onBack}>
          {t(SFC_SCREEN_TEXTS.back)}
        </button>
      )}
      <button type="submit" className="button button--primary" disabled={isDisabled}>
        {text}
      </button>
    </div>
  );
}

/** Every change is on disk at once, the step with it: a reload finds the wizard as it was. */
function useDraftOnDisk(employeeId: number, draft: SfcWizardDraft, step: SfcStep, values: SfcFormValues) {
  const persisted = useRef({ mode: draft.mode, target: draft.target });
  useEffect(() => {
    void writeSfcDraft(employeeId, { ...persisted.current, step, values });
  }, [employeeId, step, values]);
}
