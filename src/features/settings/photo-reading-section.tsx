// The device's choice to read bills from their photos (receipt prefill), on by default.
import { useState } from 'react';
import { useDeviceSetting, writeDeviceSetting } from '../../lib/device-settings';

export const READ_BILLS_LABEL = 'Read bills from photos';

export function PhotoReadingSection() {
  const stored = useDeviceSetting('readBillsFromPhotos');
  // The switch moves at once; the stored choice (shared with other tabs) follows a moment later.
  const [chosen, setChosen] = useState<boolean>();
  const isOn = chosen ?? stored;
  return (
    <section className="card settings__section" aria-labelledby="settings-reading">
      <h2 id="settings-reading" className="settings__heading">
        Receipts
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
        <label htmlFor="read-bills-from-photos">{READ_BILLS_LABEL}</label>
      </div>
      <p id="read-bills-from-photos-note" className="muted">
        Fills in the invoice number, date and amount from a bill's photo, on this device, even offline. Turn
        it off to save battery and data on an old phone or a metered connection: the text reader (a few
        megabytes) is then never downloaded. This choice is kept for everyone who uses this device.
      </p>
    </section>
  );
}
