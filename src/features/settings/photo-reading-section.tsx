// The device's choice to read bills from their photos (receipt prefill), on by default.
import { useEffect, useState } from 'react';
import { useDeviceSetting, writeDeviceSetting } from '../../lib/device-settings';
import { downloadReaderFiles, isReaderReadyOffline } from '../../lib/ocr-assets';
import { useText } from '../../lib/use-text';
import { SETTINGS_TEXTS } from './settings-texts';

export function PhotoReadingSection() {
  const stored = useDeviceSetting('readBillsFromPhotos');
  // The switch moves at once; the stored choice (shared with other tabs) follows a moment later.
  const [chosen, setChosen] = useState<boolean>();
  const t = useText();
  const isOn = chosen ?? stored;
  const isReady = useReaderReadiness(isOn === true);
  return (
    <section className="card settings__section" aria-labelledby="settings-reading">
      <h2 id="settings-reading" className="settings__heading">
        {t(SETTINGS_TEXTS.receipts)}
      </h2>
      <div className="settings__switch">
        <input
          id="read-bills-from-photos"
          type="checkbox"
          role="switch"
          className="switch"
          checked={isOn ?? true}
          aria-checked={isOn ?? true}
          disabled={stored === undefined}
          aria-describedby="read-bills-from-photos-note"
          onChange={(event) => {
            setChosen(event.target.checked);
            void writeDeviceSetting('readBillsFromPhotos', event.target.checked);
          }}
        />
        <label htmlFor="read-bills-from-photos">{t(SETTINGS_TEXTS.readBills)}</label>
      </div>
      <p id="read-bills-from-photos-note" className="muted">
        {t(SETTINGS_TEXTS.readBillsNote)}
      </p>
      {isOn && isReady !== undefined && (
        <p className="muted" role="status">
          {t(isReady ? SETTINGS_TEXTS.readerReady : SETTINGS_TEXTS.readerNotReady)}
        </p>
      )}
    </section>
  );
}

/** Whether the reader works offline here; when it does not yet and the device is online, it gets ready. */
function useReaderReadiness(isOn: boolean): boolean | undefined {
  const [isReady, setIsReady] = useState<boolean>();
  useEffect(() => {
    if (!isOn) return;
    let isShown = true;
    const show = (ready: boolean) => isShown && setIsReady(ready);
    void isReaderReadyOffline().then(async (ready) => {
      show(ready);
      if (!ready && navigator.onLine) show(await downloadReaderFiles().catch(() => false));
    });
    return () => {
      isShown = false;
    };
  }, [isOn]);
  return isReady;
}
