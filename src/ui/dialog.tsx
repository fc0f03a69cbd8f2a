// A modal that shows information with a Close button: focus moves in and stays in, Escape closes,
// focus returns.
import { type ReactNode, type RefObject, useId, useRef } from 'react';
import { useText } from '../lib/use-text';
import { Icon } from './icons';
import { Modal } from './modal';
import { UI_TEXTS } from './ui-texts';

export function Dialog({
  title,
  className,
  onClose,
  initialFocusRef,
  children,
}: {
  title: string;
  className?: string;
  onClose: () => void;
  /** What takes the focus when it opens (a form's first field); Close by default. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const t = useText();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      className={className}
      labelledBy={titleId}
      onEscape={onClose}
      initialFocusRef={initialFocusRef ?? closeRef}
    >
      <div className="page-header">
        <h2 id={titleId} className="page-title">
          {title}
        </h2>
        <div className="page-header__actions">
          <button
            ref={closeRef}
            type="button"
            className="icon-button"
            aria-label={t(UI_TEXTS.close)}
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        </div>
      </div>
      {children}
    </Modal>
  );
}
