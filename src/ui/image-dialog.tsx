// A dialog that shows a bill's image large.
import { useEffect, useRef } from 'react';
import { Icon } from './icons';
import './image-dialog.css';
import { useDialogFocus } from './use-dialog-focus';

export function ImageDialog({
  title,
  src,
  onClose,
}: {
  title: string;
  src: string | undefined;
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useDialogFocus(dialogRef, closeRef);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  return (
    <div className="dialog-backdrop">
      <div ref={dialogRef} className="dialog image-dialog" role="dialog" aria-modal="true" aria-label={title}>
        <div className="page-header">
          <h2 className="page-title">{title}</h2>
          <div className="page-header__actions">
            <button ref={closeRef} type="button" className="icon-button" aria-label="Close" onClick={onClose}>
              <Icon name="close" />
            </button>
          </div>
        </div>
        {src ? (
          <img src={src} alt={title} />
        ) : (
          <span className="spinner" role="status" aria-label="Loading image" />
        )}
      </div>
    </div>
  );
}
