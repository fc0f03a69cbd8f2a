// Alerts and toasts raised anywhere in the app; the shell renders them (ui/notice-host.tsx).
import { create } from 'zustand';
import type { Text } from '../pure/texts';

export type ToastKind = 'success' | 'fail';

export interface Toast {
  id: number;
  text: Text | string;
  kind: ToastKind;
}

export interface ResultPopup {
  id: number;
  kind: ToastKind;
  text: Text | string;
}

interface NoticeState {
  alerts: (Text | string)[];
  toasts: Toast[];
  result: ResultPopup | null;
  dismissAlert: () => void;
}

/** Toasts last 2 seconds (spec section 8). */
export const TOAST_MS = 2000;
/** The invoice screen's result popup closes itself after 2000 ms (spec section 2). */
export const RESULT_POPUP_MS = 2000;

export const useNoticeStore = create<NoticeState>()((set) => ({
  alerts: [],
  toasts: [],
  result: null,
  dismissAlert: () => set((state) => ({ alerts: state.alerts.slice(1) })),
}));

export function showAlert(text: Text | string): void {
  useNoticeStore.setState((state) =>
    // The same alert twice in a row (several calls failing together) is shown once.
    state.alerts.at(-1) === text ? state : { alerts: [...state.alerts, text] },
  );
}

let nextToastId = 1;

export function showToast(text: Text | string, kind: ToastKind = 'success'): void {
  const id = nextToastId++;
  useNoticeStore.setState((state) => ({ toasts: [...state.toasts, { id, text, kind }] }));
  setTimeout(() => {
    useNoticeStore.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
  }, TOAST_MS);
}

/** A success or failure popup with a message; it outlives the screen that raised it. */
export function showResult(kind: ToastKind, text: Text | string): void {
  const id = nextToastId++;
  useNoticeStore.setState({ result: { id, kind, text } });
  setTimeout(() => {
    useNoticeStore.setState((state) => (state.result?.id === id ? { result: null } : state));
  }, RESULT_POPUP_MS);
}

/** What a write's outcome tells the user (server-mutation.ts decides it). */
export interface Notice {
  text: Text | string;
  isError: boolean;
}

/**
 * Where a notice shows: a toast, the result popup, the alert dialog, or 'inline', beside the form
 * that caused it (the screen places it with ui/inline-notice.tsx).
 */
export type Placement = 'toast' | 'popup' | 'alert' | 'inline';

/** Shows a notice in one of the shared places (an 'inline' one is the screen's to place). */
export function announce(notice: Notice, placement: Exclude<Placement, 'inline'>): void {
  const kind: ToastKind = notice.isError ? 'fail' : 'success';
  if (placement === 'toast') showToast(notice.text, kind);
  else if (placement === 'popup') showResult(kind, notice.text);
  else showAlert(notice.text);
}
