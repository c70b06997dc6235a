import { atom } from 'nanostores';

export type ToastType = 'success' | 'fail' | 'info' | 'loading';

export interface ToastState {
  /** Changes with every show, so a repeated message restarts its timer. */
  id: number;
  type: ToastType;
  message: string;
  /** ms; 0 keeps it until replaced or cleared (loading). */
  duration: number;
}

export const TOAST_DURATION = 2000;

/** One toast at a time: a new one replaces the old. Rendered by the single <ToastHost/>. */
export const $toast = atom<ToastState | null>(null);

let seq = 0;
function show(type: ToastType, message: string, duration = type === 'loading' ? 0 : TOAST_DURATION): number {
  const id = ++seq;
  $toast.set({ id, type, message, duration });
  return id;
}

/** Callable from anywhere, React or not (the API client uses it). */
export const toast = {
  success: (message: string, duration?: number) => show('success', message, duration),
  fail: (message: string, duration?: number) => show('fail', message, duration),
  info: (message: string, duration?: number) => show('info', message, duration),
  loading: (message: string, duration?: number) => show('loading', message, duration),
  /** Clears the current toast; with an id, only if that toast is still the one shown. */
  clear(id?: number) {
    const current = $toast.get();
    if (current && (id === undefined || current.id === id)) $toast.set(null);
  },
};
