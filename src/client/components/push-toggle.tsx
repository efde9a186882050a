import { useEffect, useState } from 'react';
import { BellOff, BellRing } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { callApi, errorMessage } from '#client/lib/api-client.ts';
import { useEndpointMutation } from '#client/lib/endpoint-hooks.ts';
import * as pushRoutes from '#shared/routes/push.generated.ts';
import { PUSH_MESSAGES } from '#shared/rules/push.ts';

type PushState =
  /** Still looking at the browser (a moment at most). */
  | 'checking'
  /** No service worker, Push API or Notification API here. */
  | 'unsupported'
  /** The owner (or the browser's settings) blocked notifications for PawType. */
  | 'denied'
  | 'off'
  | 'on';

/** How long to wait for the service worker before saying it is not running. */
const WORKER_WAIT_MS = 10_000;

function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window &&
    window.isSecureContext
  );
}

/** The service worker's registration, or an error in words when it is not running. */
async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('The app is still starting up on this device. Reload the page and try again.')),
      WORKER_WAIT_MS,
    );
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The VAPID public key (base64url) as the bytes pushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * 'Push notifications' on the account screen (docs/decisions/0047-web-push.md): says what the owner will
 * get, and only when they tap 'Turn on' asks the browser's permission, subscribes through the service
 * worker with the server's VAPID key and saves the subscription; 'Turn off' removes it here and on the
 * server. Nothing is asked on page load.
 */
export function PushToggle() {
  const [state, setState] = useState<PushState>(() => (pushSupported() ? 'checking' : 'unsupported'));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const subscribe = useEndpointMutation(pushRoutes.subscribePush);
  const unsubscribe = useEndpointMutation(pushRoutes.unsubscribePush);

  useEffect(() => {
    if (!pushSupported()) return;
    let live = true;
    void (async () => {
      if (Notification.permission === 'denied') {
        if (live) setState('denied');
        return;
      }
      const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
      const current = await registration?.pushManager.getSubscription().catch(() => null);
      if (live) setState(current && Notification.permission === 'granted' ? 'on' : 'off');
    })();
    return () => {
      live = false;
    };
  }, []);

  async function turnOn() {
    setBusy(true);
    setProblem(null);
    try {
      const permission = await Notification.requestPermission();
      if (permission === 'denied') return setState('denied');
      if (permission !== 'granted') {
        setProblem('Notifications were not allowed. Tap the button again to be asked once more.');
        return;
      }
      const [{ publicKey }, registration] = await Promise.all([
        callApi(pushRoutes.pushPublicKey),
        workerRegistration(),
      ]);
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
      const json = subscription.toJSON();
      try {
        await subscribe.mutateAsync({
          body: {
            endpoint: json.endpoint ?? subscription.endpoint,
            expirationTime: json.expirationTime ?? null,
            keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
          },
        });
      } catch (err) {
        // The server refused it: nothing would arrive, so the browser drops it too.
        await subscription.unsubscribe().catch(() => false);
        throw err;
      }
      setState('on');
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    setProblem(null);
    try {
      const registration = await navigator.serviceWorker.getRegistration();
      const subscription = await registration?.pushManager.getSubscription();
      if (subscription) {
        await unsubscribe.mutateAsync({ body: { endpoint: subscription.endpoint } });
        await subscription.unsubscribe();
      }
      setState('off');
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="push-toggle-title" className="mt-6 grid gap-3 border-t-2 border-sand pt-5">
      <h2 id="push-toggle-title" className="flex items-center gap-2 text-lg font-extrabold text-ink">
        {state === 'on' ? <BellRing aria-hidden className="size-5 text-primary" /> : null}
        {state !== 'on' ? <BellOff aria-hidden className="size-5 text-muted" /> : null}
        Push notifications
      </h2>
      <p className="text-sm text-muted">{PUSH_MESSAGES.offer}</p>
      {state === 'unsupported' ? (
        <p role="status" className="rounded-2xl bg-sand px-4 py-3 text-sm font-semibold text-ink">
          This browser cannot show push notifications. On an iPhone or iPad, add PawType to your Home Screen first
          (Share, then Add to Home Screen) and turn them on from the app.
        </p>
      ) : null}
      {state === 'denied' ? (
        <p role="status" className="rounded-2xl bg-sand px-4 py-3 text-sm font-semibold text-ink">
          Notifications are blocked for PawType on this device. Allow them in the browser&apos;s site settings, then
          come back here.
        </p>
      ) : null}
      {state === 'on' ? (
        <p role="status" className="rounded-2xl bg-teal-soft px-4 py-3 text-sm font-semibold text-ink">
          {PUSH_MESSAGES.subscribed}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="rounded-2xl bg-danger-soft px-4 py-3 text-sm font-semibold text-danger">
          {problem}
        </p>
      ) : null}
      {state === 'off' ? (
        <Button className="w-full" onClick={() => void turnOn()} disabled={busy}>
          {busy ? 'Turning on...' : 'Turn on notifications'}
        </Button>
      ) : null}
      {state === 'on' ? (
        <Button variant="secondary" className="w-full" onClick={() => void turnOff()} disabled={busy}>
          {busy ? 'Turning off...' : 'Turn off notifications'}
        </Button>
      ) : null}
    </section>
  );
}
