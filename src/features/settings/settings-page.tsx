// Setting (DESIGN.md section 2): the app's version and update, reading bills from photos, the upload
// queue, clearing offline data, and the signed-in devices.
import { LIB_TEXTS } from '../../lib/lib-texts';
import { useIsOnline } from '../../lib/media';
import { usePwaStore } from '../../lib/pwa';
import { useUser } from '../../lib/session';
import { useText } from '../../lib/use-text';
import { LanguageChoice } from '../../shared/language-choice';
import { PageHeader } from '../../ui/page-header';
import { AwaySection } from './away-section';
import { DevicesSection } from './devices-section';
import { OfflineDataSection } from './offline-data-section';
import { OutboxSection } from './outbox-section';
import { PhotoReadingSection } from './photo-reading-section';
import { SETTINGS_TEXTS } from './settings-texts';
import './settings.css';

/** Set at build time (vite.config.ts); tests and the dev server have none. */
const APP_VERSION: string | undefined = import.meta.env.VITE_APP_VERSION;

export default function SettingsPage() {
  const user = useUser();
  // The signed-in devices are the server's to list: offline, the section waits (issue 40).
  const isOnline = useIsOnline();
  const t = useText();
  return (
    <section className="page settings">
      <PageHeader title={t(SETTINGS_TEXTS.title)} />
      <AppSection />
      <section className="card settings__section" aria-label={t(SETTINGS_TEXTS.language)}>
        <LanguageChoice />
      </section>
      {isOnline && <AwaySection />}
      <PhotoReadingSection />
      <OutboxSection employeeId={user?.employeeId} />
      <OfflineDataSection employeeId={user?.employeeId} />
      {isOnline && <DevicesSection />}
    </section>
  );
}

function AppSection() {
  const { isUpdateWaiting, applyUpdate } = usePwaStore();
  const t = useText();
  const version = APP_VERSION ?? t(SETTINGS_TEXTS.developmentBuild);
  return (
    <section className="card settings__section" aria-labelledby="settings-app">
      <h2 id="settings-app" className="settings__heading">
        {t(SETTINGS_TEXTS.app)}
      </h2>
      <p>
        {t(SETTINGS_TEXTS.version)} <span className="settings__version">{version}</span>
      </p>
      {isUpdateWaiting ? (
        <button type="button" className="button button--primary" onClick={applyUpdate}>
          {t(LIB_TEXTS.update)}
        </button>
      ) : (
        <p className="muted">{t(SETTINGS_TEXTS.noUpdate)}</p>
      )}
    </section>
  );
}
