// Renders the alert dialog and the toasts that any part of the app raises through lib/notices.
import { useRef } from 'react';
import { useNoticeStore } from '../lib/notices';
import { useText } from '../lib/use-text';
import type { Text } from '../pure/texts';
import { Icon } from './icons';
import { Modal } from './modal';
import { UI_TEXTS } from './ui-texts';

export function NoticeHost() {
  const alert = useNoticeStore((state) => state.alerts[0]);
  const toasts = useNoticeStore((state) => state.toasts);
  const result = useNoticeStore((state) => state.result);
  const t = useText();
  return (
    <>
      {alert !== undefined && <AlertDialog text={alert} />}
      {result && (
        <div className="dialog-backdrop">
          <div
            className={`dialog result-popup result-popup--${result.kind}`}
            role="alertdialog"
            aria-label={t(result.kind === 'success' ? UI_TEXTS.success : UI_TEXTS.failure)}
          >
            <Icon name={result.kind === 'success' ? 'check' : 'alert'} size={48} />
            <p>{t(result.text)}</p>
          </div>
        </div>
      )}
      <div className="toast-stack" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={`toast toast--${toast.kind}`} role="status">
            <Icon name={toast.kind === 'success' ? 'check' : 'alert'} size={18} />
            {t(toast.text)}
          </div>
        ))}
      </div>
    </>
  );
}

function AlertDialog({ text }: { text: Text | string }) {
  const t = useText();
  const dismiss = useNoticeStore((state) => state.dismissAlert);
  const okRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      className="alert-dialog"
      role="alertdialog"
      labelledBy="alert-dialog-text"
      initialFocusRef={okRef}
      onEscape={dismiss}
    >
      <p id="alert-dialog-text">{t(text)}</p>
      <button ref={okRef} type="button" className="button button--primary" onClick={dismiss}>
        OK
      </button>
    </Modal>
  );
}
