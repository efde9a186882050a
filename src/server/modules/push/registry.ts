/** The push service of each app, by its database handle, so `sendPushToUser(db, ...)` finds it. */
import type { Db } from '#server/db/client.ts';
import type { PushService } from './push-service.ts';

const services = new WeakMap<Db, PushService>();

export function registerPushService(db: Db, service: PushService): void {
  services.set(db, service);
}

export function pushServiceFor(db: Db): PushService | undefined {
  return services.get(db);
}
