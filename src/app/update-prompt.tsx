// Tells the user a new version is ready and reloads into it on request.
import { usePwaStore } from '../lib/pwa';

export const UPDATE_TEXT = 'Update available — reload';

export function UpdatePrompt() {
  const { isUpdateWaiting, applyUpdate } = usePwaStore();
  if (!isUpdateWaiting) return null;
  return (
    <div className="update-prompt" role="status">
      <button type="button" className="button button--primary" onClick={applyUpdate}>
        {UPDATE_TEXT}
      </button>
    </div>
  );
}
