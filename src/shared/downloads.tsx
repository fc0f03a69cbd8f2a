// Files from the server (a claim's PDF, the payroll file): fetched with the session's token through
// the API client and handed to the browser to save, with a button that says while it works.
import { useState } from 'react';
import type { ApiCall, QueryOf } from '../contract/call';
import { getClaimPdf } from '../contract/finance';
import { downloadFile } from '../lib/api-client';
import { saveFile } from '../lib/save-file';
import { useUser } from '../lib/session';
import { useText } from '../lib/use-text';
import { DOWNLOAD_TEXTS } from './downloads-texts';

/** Fetches the file and saves it under the server's name; resolves once the browser has it. */
export async function saveDownload<C extends ApiCall>(call: C, query: QueryOf<C>): Promise<void> {
  const { blob, fileName } = await downloadFile(call, { query });
  saveFile(blob, fileName);
}

export function DownloadButton({
  label,
  start,
  className = 'button button--secondary',
  describedBy,
}: {
  label: string;
  start: () => Promise<void>;
  className?: string;
  /** Says which claim a row's button is for, beside its visible text. */
  describedBy?: string;
}) {
  const t = useText();
  const [isBusy, setIsBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={isBusy}
      aria-describedby={describedBy}
      onClick={async () => {
        setIsBusy(true);
        try {
          await start();
        } catch {
          // The API client has already shown the failure's notice.
        } finally {
          setIsBusy(false);
        }
      }}
    >
      {isBusy ? t(DOWNLOAD_TEXTS.downloading) : label}
    </button>
  );
}

/** 'Download PDF' for one claim: for its employee, their approvers and the finance team. */
export function ClaimPdfButton({ expenseId, describedBy }: { expenseId: number; describedBy?: string }) {
  const t = useText();
  const user = useUser();
  if (!user) return null;
  return (
    <DownloadButton
      label={t(DOWNLOAD_TEXTS.downloadPdf)}
      describedBy={describedBy}
      start={() => saveDownload(getClaimPdf, { companyId: user.companyId, expenseId })}
    />
  );
}
