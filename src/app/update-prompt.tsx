// Tells the user a new version is ready and reloads into it on request.
import { useLocation } from 'wouter';
import { PATHS } from '../lib/paths';
import { UPDATE_TEXT, usePwaStore } from '../lib/pwa';

export function UpdatePrompt() {
  const { isUpdateWaiting, applyUpdate } = usePwaStore();
  const [location] = useLocation();
  // The settings screen offers the update in its own section.
  if (!isUpdateWaiting || location === PATHS.setting) return null;
  return (
    <div className="update-prompt" role="status">
      <button type="button" className="button button--primary" onClick={applyUpdate}>
        {UPDATE_TEXT}
      </button>
    </div>
  );
}
