/**
 * Web Push (docs/decisions/0047-web-push.md): the server's VAPID public key, and a device's push
 * subscription (the browser's PushSubscription JSON) saved and removed. The rules: src/shared/rules/push.ts.
 */
import { z } from 'zod';
import { endpoint } from './define.ts';
import {
  PUSH_AUTH_BYTES,
  PUSH_ENDPOINT_MAX,
  PUSH_MESSAGES,
  PUSH_P256DH_BYTES,
  base64UrlBytes,
} from '#shared/rules/push.ts';

export { PUSH_MESSAGES };

const pushEndpoint = z
  .string({ message: PUSH_MESSAGES.endpointInvalid })
  .trim()
  .max(PUSH_ENDPOINT_MAX, PUSH_MESSAGES.endpointTooLong)
  .refine((v) => URL.canParse(v), PUSH_MESSAGES.endpointInvalid)
  .refine((v) => !URL.canParse(v) || new URL(v).protocol === 'https:', PUSH_MESSAGES.endpointNotHttps);

const key = (bytes: number, message: string) =>
  z
    .string({ message })
    .trim()
    .max(200, message)
    .refine((v) => base64UrlBytes(v) === bytes, message);

export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpoint,
  /** When the push service will drop the subscription (ms since 1970), as the browser reports it; unused. */
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      // An uncompressed point starts with the byte 0x04: its base64url starts with 'B'.
      p256dh: key(PUSH_P256DH_BYTES, PUSH_MESSAGES.p256dhInvalid).refine(
        (v) => v.startsWith('B'),
        PUSH_MESSAGES.p256dhInvalid,
      ),
      auth: key(PUSH_AUTH_BYTES, PUSH_MESSAGES.authInvalid),
    },
    { message: PUSH_MESSAGES.p256dhInvalid },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: pushEndpoint });

const messageSchema = z.object({ message: z.string() });

export const pushEndpoints = {
  pushPublicKey: endpoint({
    method: 'GET',
    path: '/api/push/public-key',
    access: 'public',
    summary: "The server's VAPID public key (base64url), for pushManager.subscribe's applicationServerKey",
    tag: 'push',
    status: 200,
    response: z.object({ publicKey: z.string() }),
  }),
  subscribePush: endpoint({
    method: 'POST',
    path: '/api/push/subscriptions',
    access: 'user',
    summary:
      "Turn on push notifications for this device: the browser's PushSubscription (https push services only, no private addresses)",
    tag: 'push',
    body: pushSubscriptionSchema,
    status: 201,
    response: messageSchema,
  }),
  unsubscribePush: endpoint({
    method: 'DELETE',
    path: '/api/push/subscriptions',
    access: 'user',
    summary: 'Turn off push notifications for this device (by its endpoint); the same answer when it was not on',
    tag: 'push',
    body: pushUnsubscribeSchema,
    status: 200,
    response: messageSchema,
  }),
};
