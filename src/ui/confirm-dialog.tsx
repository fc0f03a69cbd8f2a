// A modal question with a safe default: Cancel has the focus, Escape cancels, focus returns afterwards.
import { type ReactNode, useId, useRef } from 'react';
import { useText } from '../lib/use-text';
import { Modal } from './modal';
import { UI_TEXTS } from './ui-texts';

export function ConfirmDialog({
  title,
  children,
  confirmText,
  cancelText,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmText: string;
  cancelText?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useText();
  const titleId = useId();
  const textId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <Modal
      className="confirm-dialog"
      labelledBy={titleId}
      describedBy={textId}
      onEscape={onCancel}
      initialFocusRef={cancelRef}
    >
      <h2 id={titleId} className="confirm-dialog__title">
        {title}
      </h2>
      <div id={textId}>{children}</div>
      <div className="confirm-dialog__actions">
        <button ref={cancelRef} type="button" className="button button--secondary" onClick={onCancel}>
          {cancelText ?? t(UI_TEXTS.cancel)}
        </button>
        <button type="button" className="button button--danger" onClick={onConfirm}>
          {confirmText}
        </button>
      </div>
    </Modal>
  );
}
