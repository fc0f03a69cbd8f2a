// Setting (DESIGN.md section 2): the app's version and update, reading bills from photos, the upload
// queue, clearing offline data, and the signed-in devices.

import { UPDATE_TEXT, usePwaStore } from '../../lib/pwa';
import { useUser } from '../../lib/session';
import { PageHeader } from '../../ui/page-header';
import { DevicesSection } from './devices-section';
import { OfflineDataSection } from './offline-data-section';
import { OutboxSection } from './outbox-section';
import { PhotoReadingSection } from './photo-reading-section';
import './settings.css';

/** Set at build time (vite.config.ts); tests and the dev server have none. */
const APP_VERSION: string = import.meta.env.VITE_APP_VERSION ?? 'development build';

export default function SettingsPage() {
  const user = useUser();
  return (
    <section className="page settings">
      <PageHeader title="Setting" />
      <AppSection />
      <PhotoReadingSection />
      <OutboxSection employeeId={user?.employeeId} />
      <OfflineDataSection employeeId={user?.employeeId} />
      <DevicesSection />
    </section>
  );
}

function AppSection() {
  const { isUpdateWaiting, applyUpdate } = usePwaStore();
  return (
    <section className="card settings__section" aria-labelledby="settings-app">
      <h2 id="settings-app" className="settings__heading">
        App
      </h2>
      <p>
        Version <span className="settings__version">{APP_VERSION}</span>
      </p>
      {isUpdateWaiting ? (
        <button type="button" className="button button--primary" onClick={applyUpdate}>
          {UPDATE_TEXT}
        </button>
      ) : (
        <p className="muted">No update is waiting.</p>
      )}
    </section>
  );
}
