// The frame of every modal dialog: the backdrop, the dialog element, focus kept inside it and
// given back when it closes (useDialogFocus), and Escape.
import { type ReactNode, type RefObject, useRef } from 'react';
import { useDialogFocus } from './use-dialog-focus';

export function Modal({
  className,
  role = 'dialog',
  labelledBy,
  describedBy,
  label,
  initialFocusRef,
  onEscape,
  children,
}: {
  className?: string;
  role?: 'dialog' | 'alertdialog';
  /** The id of the visible title; or `label` when the dialog shows none. */
  labelledBy?: string;
  describedBy?: string;
  label?: string;
  /** What has focus when it opens (its safest button); by default its first control. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  onEscape?: () => void;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDivElement>(null);
  useDialogFocus(dialogRef, initialFocusRef);
  return (
    <div className="dialog-backdrop">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the role is dialog or alertdialog, given by the caller */}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is dialog or alertdialog, given by the caller */}
      <div
        ref={dialogRef}
        className={className ? `dialog ${className}` : 'dialog'}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-label={label}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onEscape?.();
        }}
      >
        {children}
      </div>
    </div>
  );
}
