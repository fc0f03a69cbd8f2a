// The device's choice to read bills from their photos (receipt prefill), on by default.
import { useEffect, useState } from 'react';
import { useDeviceSetting, writeDeviceSetting } from '../../lib/device-settings';
import { isReaderReadyOffline } from '../../lib/engine-files';
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

/**
 * Whether the reader works offline here. Only asked, never started: a user who opens /setting to turn
 * reading off on a metered link must not download it first (the shell does, later, when reading is on).
 */
function useReaderReadiness(isOn: boolean): boolean | undefined {
  const [isReady, setIsReady] = useState<boolean>();
  useEffect(() => {
    if (!isOn) return;
    let isShown = true;
    void isReaderReadyOffline().then((ready) => isShown && setIsReady(ready));
    return () => {
      isShown = false;
    };
  }, [isOn]);
  return isReady;
}
