/**
 * Web Push routes (docs/decisions/0047-web-push.md). Registering them starts the push service: the
 * VAPID key pair is made (first start) or read, and `sendPushToUser` (./index.ts) finds the service by
 * the app's database.
 */
import type { FastifyInstance } from 'fastify';
import { route } from '#server/lib/route.ts';
import { pushEndpoints as api } from '#shared/contracts/push.ts';
import { PushService } from './push-service.ts';
import { registerPushService } from './registry.ts';
import { subscribePush } from './subscribe-push.ts';
import { unsubscribePush } from './unsubscribe-push.ts';

export async function pushRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  const push = new PushService(db, config.push, app.log);
  await push.start();
  registerPushService(db, push);
  // Messages in flight finish (or give up, within their bound) before the database closes.
  app.addHook('onClose', async () => {
    await push.idle();
    push.close();
  });

  route(app, api.pushPublicKey, async () => ({ publicKey: (await push.vapidKeys()).publicKey }));
  route(app, api.subscribePush, ({ user, body }) =>
    subscribePush({ db, allowPrivate: config.push.allowPrivate }, user.id, body),
  );
  route(app, api.unsubscribePush, ({ user, body }) => unsubscribePush(db, user.id, body.endpoint));
}
