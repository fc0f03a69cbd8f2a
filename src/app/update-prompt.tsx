// Tells the user a new version is ready and reloads into it on request.
import { useLocation } from 'wouter';
import { LIB_TEXTS } from '../lib/lib-texts';
import { PATHS } from '../lib/paths';
import { usePwaStore } from '../lib/pwa';
import { useText } from '../lib/use-text';

export function UpdatePrompt() {
  const { isUpdateWaiting, applyUpdate } = usePwaStore();
  const [location] = useLocation();
  const t = useText();
  // The settings screen offers the update in its own section.
  if (!isUpdateWaiting || location === PATHS.setting) return null;
  return (
    <div className="update-prompt" role="status">
      <button type="button" className="button button--primary" onClick={applyUpdate}>
        {t(LIB_TEXTS.update)}
      </button>
    </div>
  );
}
