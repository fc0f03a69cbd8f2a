// /admin/import: CSV files for employees, cities, distances, rates and holidays (issue 24): a
// template, an export, 'Check' (every problem by row, nothing written) and 'Import' (all or none).
import { useState } from 'react';
import { CSV_COLUMNS, CSV_KINDS, type TCsvKind, type TCsvReport } from '../../contract/admin/csv';
import { CSV_SAYS } from '../../contract/admin-csv-texts';
import type { Notice } from '../../lib/notices';
import { saveFile } from '../../lib/save-file';
import { useMutation } from '../../lib/server-mutation';
import { useText } from '../../lib/use-text';
import { Field, SelectField } from '../../ui/field';
import { InlineNotice } from '../../ui/inline-notice';
import { PageHeader } from '../../ui/page-header';
import { AdminNav } from './admin-nav';
import { ADMIN_TEXTS as T } from './admin-texts';
import { csvCheckMutation, csvExportMutation, csvImportMutation } from './import-queries';
import './admin.css';

function download(fileName: string, text: string) {
  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
}

export default function ImportPage() {
  const t = useText();
  const [kind, setKind] = useState<TCsvKind>('employees');
  const [file, setFile] = useState<{ name: string; text: string }>();
  const [report, setReport] = useState<TCsvReport & { isImported?: boolean }>();
  const [message, setMessage] = useState<Notice>();
  const check = useMutation(csvCheckMutation);
  const importing = useMutation(csvImportMutation);
  const exporting = useMutation(csvExportMutation);
  const isBusy = check.isPending || importing.isPending;

  const reset = () => {
    setReport(undefined);
    setMessage(undefined);
  };

  async function onCheck() {
    if (!file) return;
    reset();
    const result = await check.run({ kind, csv: file.text });
    if (result.ok) setReport(result.data);
    else setMessage(result.notice);
  }

  async function onImport() {
    if (!file) return;
    reset();
    const result = await importing.run({ kind, csv: file.text });
    if (result.ok) setReport({ ...result.data, isImported: true });
    setMessage(result.notice);
  }

  async function onExport() {
    const result = await exporting.run(kind);
    if (result.ok) download(result.data.fileName, result.data.csv);
    else setMessage(result.notice);
  }

  return (
    <section className="page">
      <PageHeader title={t(T.administration)} backTo="/home" />
      <AdminNav />
      <h2>{t(T.importExport)}</h2>
      <div className="admin-toolbar">
        <SelectField
          id="csv-kind"
          label={t(T.fileOf)}
          value={kind}
          onChange={(value) => {
            setKind(value as TCsvKind);
            reset();
          }}
          options={CSV_KINDS.map((option) => ({ value: option, label: t(CSV_SAYS[option]) }))}
        />
        <button
          type="button"
          className="button button--secondary"
          onClick={() => download(`${kind}-template.csv`, `${CSV_COLUMNS[kind].join(',')}\r\n`)}
        >
          {t(T.downloadTemplate)}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={exporting.isPending}
          onClick={() => void onExport()}
        >
          {t(exporting.isPending ? T.exporting : T.export)}
        </button>
      </div>
      <p className="muted admin-columns">
        {t(T.columns)} <code translate="no">{CSV_COLUMNS[kind].join(',')}</code>
      </p>
      <div className="admin-toolbar">
        <Field id="csv-file" label={t(T.csvFile)}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="file"
              accept=".csv,text/csv"
              onChange={async (event) => {
                const chosen = event.target.files?.[0];
                reset();
                setFile(chosen ? { name: chosen.name, text: await chosen.text() } : undefined);
              }}
            />
          )}
        </Field>
        <button
          type="button"
          className="button button--secondary"
          disabled={!file || isBusy}
          onClick={() => void onCheck()}
        >
          {t(check.isPending ? T.checking : T.check)}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={!file || isBusy}
          onClick={() => void onImport()}
        >
          {t(importing.isPending ? T.importing : T.import)}
        </button>
      </div>
      <InlineNotice notice={message} className="admin-notice" />
      {report && !report.isImported && (
        <div className="admin-section" role="status">
          <p>
            {t(
              T.report({
                file: file?.name ?? '',
                rows: report.rows,
                changes: report.changes,
                problems: report.problems.length,
              }),
            )}
          </p>
          {report.problems.length > 0 && (
            <ul className="admin-problems">
              {report.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
