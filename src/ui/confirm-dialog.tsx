// A yes/no question before something that cannot be undone.
import { useEffect, useRef, useState } from 'react';

export function ConfirmDialog({
  text,
  onYes,
  onNo,
}: {
  text: string;
  onYes: () => void | Promise<void>;
  onNo: () => void;
}) {
  const noRef = useRef<HTMLButtonElement>(null);
  const [isBusy, setIsBusy] = useState(false);
  useEffect(() => {
    noRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && onNo();
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onNo]);
  return (
    <div className="dialog-backdrop">
      <div
        className="dialog alert-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="confirm-text"
      >
        <p id="confirm-text">{text}</p>
        <div className="dialog__actions">
          <button
            ref={noRef}
            type="button"
            className="button button--secondary"
            onClick={onNo}
            disabled={isBusy}
          >
            No
          </button>
          <button
            type="button"
            className="button button--danger"
            disabled={isBusy}
            onClick={async () => {
              setIsBusy(true);
              await onYes();
            }}
          >
            Yes
          </button>
        </div>
      </div>
    </div>
  );
}
