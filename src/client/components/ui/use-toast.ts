/**
 * Toast store: at most one visible at a time, a new one replaces
 * the previous, default duration 5000 ms; dismissed toasts are removed after 1,000,000 ms.
 */
import { useSyncExternalStore, type ReactNode } from 'react';

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'destructive' | 'success';
  duration?: number;
  /**
   * Called once when the toast closes (its time ran out, a swipe or its close button): not when a
   * newer toast takes its place. A follow-up toast waits for it (the admin's survey instructions).
   */
  onClose?: () => void;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  listeners.forEach((l) => l());
}

export function dismissToast(id?: string): void {
  const closing = toasts.filter((t) => t.open && (id === undefined || t.id === id));
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  for (const t of toasts) {
    if ((id === undefined || t.id === id) && !removeTimers.has(t.id)) {
      removeTimers.set(
        t.id,
        setTimeout(() => {
          removeTimers.delete(t.id);
          emit(toasts.filter((x) => x.id !== t.id));
        }, TOAST_REMOVE_DELAY),
      );
    }
  }
  for (const t of closing) t.onClose?.();
}

export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/**
 * The control last pressed (a tap, a click), so that a toast it causes can keep clear of it
 * (toast-placement.ts). Listened for here, in the first chunk, so the press before the first toast counts.
 */
let pressed: { el: Element; at: number } | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'pointerdown',
    (e) => {
      if (e.target instanceof Element)
        pressed = { el: e.target.closest('button, a, input, textarea, select') ?? e.target, at: Date.now() };
    },
    { capture: true, passive: true },
  );
}

/** The control pressed in the last `withinMs`, if it is still on the screen. */
export function lastPressed(withinMs = 10_000): Element | null {
  return pressed && pressed.el.isConnected && Date.now() - pressed.at <= withinMs ? pressed.el : null;
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}

/**
 * Whether the toaster (a lazy chunk) has mounted. Until it has, the offline notice shows a toast's words
 * itself: offline, without a service worker to serve the chunk, it cannot load (docs/decisions/0049).
 */
let toasterReady = false;
const readyListeners = new Set<() => void>();

export function markToasterReady(): void {
  if (toasterReady) return;
  toasterReady = true;
  readyListeners.forEach((l) => l());
}

export function useToasterReady(): boolean {
  return useSyncExternalStore(
    (l) => (readyListeners.add(l), () => void readyListeners.delete(l)),
    () => toasterReady,
    () => false,
  );
}
