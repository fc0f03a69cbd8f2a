// The month's payroll file to download (issue 25), its column headings in English unless finance, using
// the app in Hindi or Marathi, asks for them in that language (issue 39).
import { useState } from 'react';
import { getPayrollFile } from '../../contract/finance';
import { LANGUAGE_NAMES } from '../../lib/language';
import { useUser } from '../../lib/session';
import { useLanguage, useText } from '../../lib/use-text';
import { DownloadButton, saveDownload } from '../../shared/downloads';
import { FINANCE_TEXTS } from './finance-texts';

export function PayrollButtons({ month }: { month: { year: number; month: number } }) {
  const user = useUser();
  const t = useText();
  const language = useLanguage();
  const [isInLanguage, setIsInLanguage] = useState(false);
  if (!user) return null;
  const canTranslate = language === 'hi' || language === 'mr';
  const headings = canTranslate && isInLanguage ? language : 'en';
  const query = { companyId: user.companyId, ...month, headings } as const;
  return (
    <>
      <DownloadButton
        label={t(FINANCE_TEXTS.downloadCsv)}
        start={() => saveDownload(getPayrollFile, { ...query, format: 'csv' })}
      />
      <DownloadButton
        label={t(FINANCE_TEXTS.downloadExcel)}
        start={() => saveDownload(getPayrollFile, { ...query, format: 'xlsx' })}
      />
      {canTranslate && (
        <label className="finance__headings">
          <input
            type="checkbox"
            checked={isInLanguage}
            onChange={(event) => setIsInLanguage(event.target.checked)}
          />{' '}
          {t(FINANCE_TEXTS.headingsIn({ language: LANGUAGE_NAMES[language] }))}
        </label>
      )}
    </>
  );
}
