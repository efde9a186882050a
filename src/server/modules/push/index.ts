/**
 * The push module's public entry (docs/architecture.md, zones; docs/decisions/0047-web-push.md).
 *
 * `sendPushToUser(db, userId, { title, body, url, tag })` sends a notification to every device the user
 * turned push on for. Call it after the write that caused it has committed, without awaiting it if the
 * request should not wait: it never rejects, resolves within its bound (PushConfig: timeoutMs x
 * attempts plus the retry delays), removes subscriptions their push service says are gone, and logs
 * what it gave up on.
 */
import type { Db } from '#server/db/client.ts';
import type { PushMessage, PushReport } from './push-service.ts';
import { pushServiceFor } from './registry.ts';

export { pushRoutes } from './routes.ts';
export type { PushMessage, PushReport } from './push-service.ts';

export function sendPushToUser(db: Db, userId: number, message: PushMessage): Promise<PushReport> {
  const service = pushServiceFor(db);
  // Push routes not registered on this app (nothing to send with): nothing is sent.
  if (!service) return Promise.resolve({ sent: 0, removed: 0, failed: 0 });
  return service.sendToUser(userId, message);
}
