/**
 * The browser's install prompt (beforeinstallprompt), captured as early as possible, and a
 * fallback alert with manual steps where the browser offers no prompt.
 */
import { useSyncExternalStore } from 'react';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const BANNER_DISMISSED_KEY = 'pwa-install-dismissed';
export const MOBILE_BANNER_DISMISSED_KEY = 'mobile-pwa-install-dismissed';

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    deferred = e as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    deferred = null;
    notify();
  });
}

export function isStandalone(): boolean {
  return (
    installed ||
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

export type MobilePlatform = 'ios' | 'android' | null;
export function mobilePlatform(): MobilePlatform {
  const ua = navigator.userAgent;
  if (/iPhone|iPad|iPod/i.test(ua)) return 'ios';
  if (/Android/i.test(ua)) return 'android';
  return null;
}

const MANUAL_STEPS =
  'To install PawType on your device:\n\n' +
  'Chrome or Edge: open the browser menu and choose "Install PawType" (or "Add to Home screen").\n\n' +
  'Firefox: open the menu and choose "Install" or "Add to Home screen" (on Android).\n\n' +
  'Safari: tap the Share button, then "Add to Home Screen".';

export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'manual'> {
  if (!deferred) {
    window.alert(MANUAL_STEPS);
    return 'manual';
  }
  const event = deferred;
  deferred = null;
  notify();
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome;
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** True while the browser offers its install prompt. */
export function useCanInstall(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => deferred !== null && !isStandalone(),
    () => false,
  );
}
