import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { CONNECTION_MESSAGES } from '#shared/rules/connection.ts';
import { useToasterReady, useToasts } from './ui/use-toast.ts';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/**
 * The calm notice while the device is offline, at the foot of the screen (it covers neither the header
 * nor the screen's buttons: it takes its own place at the end of the page). The live region is always
 * there, so a screen reader hears the notice come; back online it goes, and TanStack Query refetches the
 * screen's data (refetchOnReconnect; docs/decisions/0049).
 */
export function OfflineNotice() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  // Before the toaster has loaded (it loads with the first toast), a toast shown offline is said here.
  const toasterReady = useToasterReady();
  const latest = useToasts().find((t) => t.open);
  const unsaid = !toasterReady && latest ? latest : null;
  return (
    <div role="status" aria-live="polite" className="sticky bottom-0 z-40">
      {online ? null : (
        <p className="flex items-center justify-center gap-2 bg-ink px-4 py-2.5 pb-[max(0.625rem,env(safe-area-inset-bottom))] text-sm font-semibold text-white">
          <WifiOff aria-hidden className="size-4 shrink-0" />
          {CONNECTION_MESSAGES.offlineNotice}
        </p>
      )}
      {online || !unsaid ? null : (
        <p role="alert" className="bg-danger px-4 py-2.5 text-sm text-white [overflow-wrap:anywhere]">
          <strong className="block font-extrabold">{unsaid.title}</strong>
          {unsaid.description}
        </p>
      )}
    </div>
  );
}
