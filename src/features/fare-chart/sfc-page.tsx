// /sfc 'SFC': the employee's standard fare chart, its mode filter, submit, delete, and the
// add/edit wizard (loaded when it opens, with its calendar).
import { lazy, Suspense, useEffect, useState } from 'react';
import type { TSfcJourneyRow, TSfcUserInfo } from '../../contract/fare-chart';
import { useIsDesktop } from '../../lib/media';
import { isAnswered } from '../../lib/query-types';
import { useMutation } from '../../lib/server-mutation';
import { type StoredUserData, useUser } from '../../lib/session';
import { useQuery } from '../../lib/use-query';
import { useLanguage, useText } from '../../lib/use-text';
import { renderText } from '../../pure/texts';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Icon } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';
import { readSfcDraft, writeSfcDraft } from './sfc-draft';
import { newJourneyValues, type SfcWizardDraft, valuesOfRow } from './sfc-form';
import { byEffectiveDate, draftIds, effectiveDatesLine, rowsOfMode } from './sfc-list';
import { deleteJourneyMutation, submitChartMutation } from './sfc-mutations';
import { sfcRowsQuery, transportModesQuery } from './sfc-queries';
import { SfcCards, SfcTable } from './sfc-rows';
import { SFC_SCREEN_TEXTS } from './sfc-texts';
import './fare-chart.css';

const SfcWizard = lazy(() => import('./sfc-wizard'));

export const NO_DATA = renderText(SFC_SCREEN_TEXTS.noData, 'en');

export default function SfcPage() {
  const user = useUser();
  if (!user) return null;
  return <SfcScreen user={user} />;
}

function SfcScreen({ user }: { user: StoredUserData }) {
  const { data, isLoading, error, refresh } = useQuery(sfcRowsQuery);
  const modesQuery = useQuery(transportModesQuery);
  const modes = modesQuery.data ?? [];
  // The mode chips sit above the rows: the rows wait for them rather than be pushed down when the
  // modes answer second (CLS 0.162 in a Lighthouse run on a phone, issue 26).
  const areModesAnswered = isAnswered(modesQuery);
  // undefined until Dexie has said whether a wizard was open before a reload.
  const [wizard, setWizard] = useState<SfcWizardDraft | null>();

  useEffect(() => {
    void readSfcDraft(user.employeeId).then((draft) => setWizard(draft));
  }, [user.employeeId]);

  async function openWizard(draft: SfcWizardDraft) {
    await writeSfcDraft(user.employeeId, draft);
    setWizard(draft);
  }

  if (wizard && data) {
    return (
      <Suspense fallback={<Loading />}>
        <SfcWizard
          user={user}
          userInfo={data.userInfo}
          draft={wizard}
          onClose={() => setWizard(null)}
          onSaved={() => setWizard(null)}
        />
      </Suspense>
    );
  }

  return (
    <SfcList
      userInfo={data?.userInfo}
      rows={areModesAnswered ? data?.rows : undefined}
      modes={modes}
      isLoading={isLoading || wizard === undefined || !areModesAnswered}
      error={error}
      onRetry={() => void refresh()}
      onAdd={() => data && void openWizard({ mode: 'add', step: 1, values: newJourneyValues(data.userInfo) })}
      onEdit={(row) =>
        void openWizard({
          mode: 'edit',
          target: { stpfcId: row.stpfcId, stpfcDetailid: row.stpfcDetailid },
          step: 1,
          values: valuesOfRow(row),
        })
      }
    />
  );
}

interface SfcListProps {
  userInfo: TSfcUserInfo | undefined;
  rows: TSfcJourneyRow[] | undefined;
  modes: { transportId: number; transportName: string }[];
  isLoading: boolean;
  error: string;
  onRetry: () => void;
  onAdd: () => void;
  onEdit: (row: TSfcJourneyRow) => void;
}

function SfcList({ userInfo, rows, modes, isLoading, error, onRetry, onAdd, onEdit }: SfcListProps) {
  const t = useText();
  const language = useLanguage();
  const isDesktop = useIsDesktop();
  const [modeFilter, setModeFilter] = useState<number | null>(null);
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<TSfcJourneyRow>();
  // Issue 40: Submit sends every draft at once, so it names how many first.
  const [isConfirmingSubmit, setIsConfirmingSubmit] = useState(false);
  const drafts = rows ? draftIds(rows) : [];
  const remove = useMutation(deleteJourneyMutation);
  const submit = useMutation(submitChartMutation);
  const isBusy = remove.isPending || submit.isPending;
  const shown = byEffectiveDate(rowsOfMode(rows ?? [], modeFilter));
  const isExpanded = shown.some((row) => row.stpfcDetailid === expandedId);

  async function onSubmit() {
    setIsConfirmingSubmit(false);
    if (!userInfo?.stpfcId || !rows) return;
    await submit.run({ stpfcId: userInfo.stpfcId, stpfcDetailIds: drafts });
  }

  async function onDelete(row: TSfcJourneyRow) {
    setDeleting(undefined);
    await remove.run(row);
  }

  const rowProps = {
    rows: shown,
    expandedId,
    onToggle: (row: TSfcJourneyRow) =>
      setExpandedId((current) => (current === row.stpfcDetailid ? null : row.stpfcDetailid)),
    onEdit,
    onDelete: setDeleting,
  };

  return (
    <section className="page sfc-page">
      <PageHeader title={t(isExpanded ? SFC_SCREEN_TEXTS.detailed : SFC_SCREEN_TEXTS.title)} backTo="/home">
        {userInfo?.isSubmitEnable && (
          <button
            type="button"
            className="button button--secondary sfc-header-button"
            disabled={isBusy}
            aria-busy={submit.isPending}
            onClick={() => setIsConfirmingSubmit(true)}
          >
            {t(submit.isPending ? SFC_SCREEN_TEXTS.submitting : SFC_SCREEN_TEXTS.submit)}
          </button>
        )}
        {userInfo?.isAddEnable && modes.length > 0 && (
          <button
            type="button"
            className="button button--primary sfc-header-button"
            disabled={isBusy}
            onClick={onAdd}
          >
            <Icon name="plus" size={18} />
            {t(SFC_SCREEN_TEXTS.addNew)}
          </button>
        )}
      </PageHeader>
      {modes.length > 0 && (
        <fieldset className="sfc-chips">
          <legend className="visually-hidden">{t(SFC_SCREEN_TEXTS.modeOfTransport)}</legend>
          <ModeChip
            label={t(SFC_SCREEN_TEXTS.all)}
            isPressed={modeFilter === null}
            onPress={() => setModeFilter(null)}
          />
          {modes.map((mode) => (
            <ModeChip
              key={mode.transportId}
              label={mode.transportName}
              isName
              isPressed={modeFilter === mode.transportId}
              onPress={() => setModeFilter(mode.transportId)}
            />
          ))}
        </fieldset>
      )}
      {rows && (
        <p className="sfc-effective">
          <span className="sfc-effective__label">{t(SFC_SCREEN_TEXTS.effectiveDateLine)}</span>{' '}
          {effectiveDatesLine(rows, language)}
        </p>
      )}
      {error && (
        <div className="sfc-error">
          <p className="error-text">{error}</p>
          <button type="button" className="button button--secondary" onClick={onRetry}>
            <Icon name="refresh" size={18} />
            {t(SFC_SCREEN_TEXTS.tryAgain)}
          </button>
        </div>
      )}
      {!rows && isLoading && <Loading />}
      {rows && shown.length === 0 && (
        <div className="sfc-empty">
          <Icon name="chart" size={48} />
          <p>{t(SFC_SCREEN_TEXTS.noData)}</p>
        </div>
      )}
      {shown.length > 0 && (isDesktop ? <SfcTable {...rowProps} /> : <SfcCards {...rowProps} />)}
      {isConfirmingSubmit && (
        <ConfirmDialog
          title={t(SFC_SCREEN_TEXTS.submitTitle({ count: drafts.length }))}
          confirmText={t(SFC_SCREEN_TEXTS.submit)}
          onCancel={() => setIsConfirmingSubmit(false)}
          onConfirm={() => void onSubmit()}
        >
          <p>{t(SFC_SCREEN_TEXTS.submitText)}</p>
        </ConfirmDialog>
      )}
      {deleting && (
        <ConfirmDialog
          title={t(SFC_SCREEN_TEXTS.deleteTitle)}
          confirmText={t(SFC_SCREEN_TEXTS.yes)}
          cancelText={t(SFC_SCREEN_TEXTS.no)}
          onCancel={() => setDeleting(undefined)}
          onConfirm={() => void onDelete(deleting)}
        >
          <p>{t(SFC_SCREEN_TEXTS.deleteQuestion)}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

/** A mode's chip, named by the company's transport mode (isName: no one's words to translate). */
function ModeChip({
  label,
  isPressed,
  isName = false,
  onPress,
}: {
  label: string;
  isPressed: boolean;
  isName?: boolean;
  onPress: () => void;
}) {
  return (
    <button
      type="button"
      className="chip"
      aria-pressed={isPressed}
      onClick={onPress}
      translate={isName ? 'no' : undefined}
    >
      {label}
    </button>
  );
}

function Loading() {
  const t = useText();
  return (
    <div className="page-loading" role="status" aria-label={t(SFC_SCREEN_TEXTS.loading)}>
      <span className="spinner" />
    </div>
  );
}
