/**
 * The Web Push rules in one place, with no Zod (docs/decisions/0047-web-push.md): what a browser's
 * push subscription must look like, which push-service addresses the server will call, the product's
 * messages. The contract (src/shared/contracts/push.ts), the server and the account screen import them.
 */

/** A push service's endpoint URL: browsers hand out a few hundred characters at most. */
export const PUSH_ENDPOINT_MAX = 2048;
/** The subscription's P-256 public key, uncompressed (65 bytes: 0x04, x, y), in base64url. */
export const PUSH_P256DH_BYTES = 65;
/** The subscription's authentication secret (16 bytes), in base64url. */
export const PUSH_AUTH_BYTES = 16;
/** Subscriptions kept per account (phones, tablets, browsers); the oldest goes when one more arrives. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;
/** A notification's body is cut to this many characters (a push message carries at most ~4 KB). */
export const PUSH_BODY_MAX = 300;

/** base64url, without or with padding. */
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** How many bytes a base64url text decodes to, or null when it is not base64url. */
export function base64UrlBytes(value: string): number | null {
  if (!BASE64URL.test(value)) return null;
  const chars = value.replace(/=+$/, '').length;
  if (chars % 4 === 1) return null;
  return Math.floor((chars * 3) / 4);
}

export const PUSH_MESSAGES = {
  /** The account screen's control says what the owner will get before anything is asked. */
  offer: 'Get a notification on this phone when someone replies to you or a moderator acts on your post.',
  endpointInvalid: 'The push subscription is not valid: its endpoint must be an https:// address.',
  endpointTooLong: `The push subscription is not valid: its endpoint is longer than ${PUSH_ENDPOINT_MAX} characters.`,
  endpointNotHttps: 'Push notifications can only be sent to an https:// push service.',
  endpointPrivate:
    'Push notifications cannot be sent to that address: it is a local, private or reserved network address.',
  endpointUnresolved: 'Push notifications cannot be sent to that address: its host name could not be found.',
  p256dhInvalid: `The push subscription is not valid: keys.p256dh must be a ${PUSH_P256DH_BYTES}-byte P-256 public key in base64url.`,
  authInvalid: `The push subscription is not valid: keys.auth must be a ${PUSH_AUTH_BYTES}-byte secret in base64url.`,
  subscribed: 'Push notifications are on for this device.',
  unsubscribed: 'Push notifications are off for this device.',
} as const;
