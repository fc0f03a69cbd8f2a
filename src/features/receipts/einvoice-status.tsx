// What the device's own check of the bill's e-invoice QR says, under the invoice fields (issue 37 §3).
import { useEffect, useState } from 'react';
import { CHECK_TEXTS } from '../../contract/check-texts';
import { useText } from '../../lib/use-text';
import { type DeviceVerdict, verifyOnDevice } from './einvoice-signature';

const VERDICT_TEXTS = {
  verified: CHECK_TEXTS.einvoiceVerified,
  sandbox: CHECK_TEXTS.einvoiceSandbox,
  unsigned: CHECK_TEXTS.einvoiceNotNic,
} as const;

export function EInvoiceStatus({ qr }: { qr: string }) {
  const t = useText();
  const [verdict, setVerdict] = useState<{ qr: string; verdict: DeviceVerdict }>();
  useEffect(() => {
    let isCurrent = true;
    void verifyOnDevice(qr).then((found) => {
      if (isCurrent) setVerdict({ qr, verdict: found });
    });
    return () => {
      isCurrent = false;
    };
  }, [qr]);
  if (verdict?.qr !== qr) return null;
  return (
    <p
      className={`check-badge ${verdict.verdict === 'verified' ? 'check-badge--verified' : 'check-badge--flag'}`}
      role="status"
    >
      {t(VERDICT_TEXTS[verdict.verdict])}
    </p>
  );
}
