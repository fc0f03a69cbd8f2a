// /sfc 'SFC': the employee's standard fare chart, its mode filter, submit, delete, and the
// add/edit wizard (loaded when it opens, with its calendar).
import { lazy, Suspense, useEffect, useState } from 'react';
import { sfcDelete, sfcSubmit, type TSfcJourneyRow, type TSfcUserInfo } from '../../contract/fare-chart';
import { callApi } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { useIsDesktop } from '../../lib/media';
import { showAlert, showResult } from '../../lib/notices';
import type { StoredUserData } from '../../lib/session';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Icon } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';
import { useUser } from '../auth/auth-store';
import { readSfcDraft, writeSfcDraft } from './sfc-draft';
import { useSfcModesStore } from './sfc-filter-stores';
import { newJourneyValues, type SfcWizardDraft, valuesOfRow } from './sfc-form';
import { draftIds, effectiveDatesLine, rowsOfMode } from './sfc-list';
import { SfcCards, SfcTable } from './sfc-rows';
import { SOMETHING_WENT_WRONG, useSfcRowsStore } from './sfc-rows-store';
import './fare-chart.css';

const SfcWizard = lazy(() => import('./sfc-wizard'));

export const NO_DATA = 'No Data Found';

export default function SfcPage() {
  const user = useUser();
  if (!user) return null;
  return <SfcScreen user={user} />;
}

function SfcScreen({ user }: { user: StoredUserData }) {
  const { data, isLoading, error, load, refresh } = useSfcRowsStore();
  const { data: modes = [], load: loadModes } = useSfcModesStore();
  // undefined until Dexie has said whether a wizard was open before a reload.
  const [wizard, setWizard] = useState<SfcWizardDraft | null>();

  useEffect(() => {
    void load();
    void loadModes();
    void readSfcDraft(user.employeeId).then((draft) => setWizard(draft));
  }, [load, loadModes, user.employeeId]);

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
          onSaved={(text) => {
            setWizard(null);
            showResult('success', text);
            void refresh();
          }}
        />
      </Suspense>
    );
  }

  return (
    <SfcList
      user={user}
      userInfo={data?.userInfo}
      rows={data?.rows}
      modes={modes}
      isLoading={isLoading || wizard === undefined}
      error={error}
      onRetry={() => void load()}
      onAdd={() => data && void openWizard({ mode: 'add', step: 1, values: newJourneyValues(data.userInfo) })}
      onEdit={(row) =>
        void openWizard({
          mode: 'edit',
          target: { stpfcId: row.stpfcId, stpfcDetailid: row.stpfcDetailid },
          step: 1,
          values: valuesOfRow(row),
        })
      }
      onChanged={(text) => {
        showResult('success', text);
        void refresh();
      }}
    />
  );
}

interface SfcListProps {
  user: StoredUserData;
  userInfo: TSfcUserInfo | undefined;
  rows: TSfcJourneyRow[] | undefined;
  modes: { transportId: number; transportName: string }[];
  isLoading: boolean;
  error: string;
  onRetry: () => void;
  onAdd: () => void;
  onEdit: (row: TSfcJourneyRow) => void;
  onChanged: (text: string) => void;
}

function SfcList({
  user,
  userInfo,
  rows,
  modes,
  isLoading,
  error,
  onRetry,
  onAdd,
  onEdit,
  onChanged,
}: SfcListProps) {
  const isDesktop = useIsDesktop();
  const [modeFilter, setModeFilter] = useState<number | null>(null);
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<TSfcJourneyRow>();
  /** The change in flight, by the word that will report it done ('Submitted', 'Deleted'). */
  const [busyWith, setBusyWith] = useState<string>();
  const isBusy = busyWith !== undefined;
  const shown = rowsOfMode(rows ?? [], modeFilter);
  const isExpanded = shown.some((row) => row.stpfcDetailid === expandedId);

  async function change(act: () => Promise<unknown>, doneText: string) {
    setBusyWith(doneText);
    try {
      await act();
      onChanged(doneText);
    } catch (failure) {
      // A refusal the server explains (a stale list, a lapsed date) is shown as it says.
      if (failure instanceof ApiError && failure.status === 409) showAlert(failure.message);
      else if (!(failure instanceof ApiError && failure.status === 401)) showAlert(SOMETHING_WENT_WRONG);
    } finally {
      setBusyWith(undefined);
    }
  }

  function onSubmit() {
    if (!userInfo?.stpfcId || !rows) return;
    const stpfcId = userInfo.stpfcId;
    void change(
      () =>
        callApi(
          sfcSubmit,
          {
            body: {
              stpfcDetailIds: draftIds(rows),
              employeeId: user.employeeId,
              companyId: user.companyId,
              effectiveDate: '',
              stpfcId,
            },
          },
          { silent: true },
        ),
      'Submitted',
    );
  }

  function onDelete(row: TSfcJourneyRow) {
    setDeleting(undefined);
    void change(
      () =>
        callApi(
          sfcDelete,
          {
            query: {
              stpfcId: row.stpfcId,
              stpfcDetailid: row.stpfcDetailid,
              employeeId: user.employeeId,
              sequenceNo: 1,
            },
          },
          { silent: true },
        ),
      'Deleted',
    );
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
      <PageHeader title={isExpanded ? 'SFC Detailed' : 'SFC'} backTo="/home">
        {userInfo?.isSubmitEnable && (
          <button
            type="button"
            className="button button--secondary sfc-header-button"
            disabled={isBusy}
            aria-busy={busyWith === 'Submitted'}
            onClick={onSubmit}
          >
            {busyWith === 'Submitted' ? 'Submitting...' : 'Submit'}
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
            Add New
          </button>
        )}
      </PageHeader>
      {modes.length > 0 && (
        <fieldset className="sfc-chips">
          <legend className="visually-hidden">Mode of Transport</legend>
          <ModeChip label="All" isPressed={modeFilter === null} onPress={() => setModeFilter(null)} />
          {modes.map((mode) => (
            <ModeChip
              key={mode.transportId}
              label={mode.transportName}
              isPressed={modeFilter === mode.transportId}
              onPress={() => setModeFilter(mode.transportId)}
            />
          ))}
        </fieldset>
      )}
      {rows && (
        <p className="sfc-effective">
          <span className="sfc-effective__label">Effective Date :</span> {effectiveDatesLine(rows)}
        </p>
      )}
      {error && (
        <div className="sfc-error">
          <p className="error-text">{error}</p>
          <button type="button" className="button button--secondary" onClick={onRetry}>
            <Icon name="refresh" size={18} />
            Try again
          </button>
        </div>
      )}
      {!rows && isLoading && <Loading />}
      {rows && shown.length === 0 && (
        <div className="sfc-empty">
          <Icon name="chart" size={48} />
          <p>{NO_DATA}</p>
        </div>
      )}
      {shown.length > 0 && (isDesktop ? <SfcTable {...rowProps} /> : <SfcCards {...rowProps} />)}
      {deleting && (
        <ConfirmDialog
          title="Delete journey"
          confirmText="Yes"
          cancelText="No"
          onCancel={() => setDeleting(undefined)}
          onConfirm={() => onDelete(deleting)}
        >
          <p>Do you want to delete this permanently?</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

function ModeChip({ label, isPressed, onPress }: { label: string; isPressed: boolean; onPress: () => void }) {
  return (
    <button type="button" className="chip" aria-pressed={isPressed} onClick={onPress}>
      {label}
    </button>
  );
}

function Loading() {
  return (
    <div className="page-loading" role="status" aria-label="Loading">
      <span className="spinner" />
    </div>
  );
}
