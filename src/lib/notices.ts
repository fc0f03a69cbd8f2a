// Alerts and toasts raised anywhere in the app; the shell renders them (ui/notice-host.tsx).
import { create } from 'zustand';

export type ToastKind = 'success' | 'fail';

export interface Toast {
  id: number;
  text: string;
  kind: ToastKind;
}

export interface ResultPopup {
  id: number;
  kind: ToastKind;
  text: string;
}

interface NoticeState {
  alerts: string[];
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

export function showAlert(text: string): void {
  useNoticeStore.setState((state) =>
    // The same alert twice in a row (several calls failing together) is shown once.
    state.alerts.at(-1) === text ? state : { alerts: [...state.alerts, text] },
  );
}

let nextToastId = 1;

export function showToast(text: string, kind: ToastKind = 'success'): void {
  const id = nextToastId++;
  useNoticeStore.setState((state) => ({ toasts: [...state.toasts, { id, text, kind }] }));
  setTimeout(() => {
    useNoticeStore.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
  }, TOAST_MS);
}

/** A success or failure popup with a message; it outlives the screen that raised it. */
export function showResult(kind: ToastKind, text: string): void {
  const id = nextToastId++;
  useNoticeStore.setState({ result: { id, kind, text } });
  setTimeout(() => {
    useNoticeStore.setState((state) => (state.result?.id === id ? { result: null } : state));
  }, RESULT_POPUP_MS);
}
