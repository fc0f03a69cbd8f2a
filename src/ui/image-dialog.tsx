// A dialog that shows a bill's image large.
import { useEffect, useRef } from 'react';
import { useText } from '../lib/use-text';
import { Icon } from './icons';
import './image-dialog.css';
import { Modal } from './modal';
import { UI_TEXTS } from './ui-texts';

export function ImageDialog({
  title,
  src,
  onClose,
}: {
  title: string;
  src: string | undefined;
  onClose: () => void;
}) {
  const t = useText();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  return (
    <Modal className="image-dialog" label={title} initialFocusRef={closeRef}>
      <div className="page-header">
        <h2 className="page-title">{title}</h2>
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
      {src ? (
        <img src={src} alt={title} />
      ) : (
        <span className="spinner" role="status" aria-label={t(UI_TEXTS.loadingImage)} />
      )}
    </Modal>
  );
}
