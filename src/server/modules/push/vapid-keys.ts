/**
 * The server's VAPID key pair (RFC 8292; docs/decisions/0047-web-push.md), made with web-push on the
 * first start and kept in the database. Several processes starting at once each make a pair and insert
 * it `on conflict do nothing`; all of them then read the one row that won, so every process signs with
 * the key the browsers subscribed with.
 */
import webpush from 'web-push';
import { pushVapidKeys } from '#server/db/schema.ts';
import type { Db } from '#server/db/client.ts';

export interface VapidKeys {
  /** base64url, for the browser's applicationServerKey and the `k=` of the Authorization header. */
  publicKey: string;
  privateKey: string;
}

export async function ensureVapidKeys(db: Db): Promise<VapidKeys> {
  const [existing] = await db.select().from(pushVapidKeys).limit(1);
  if (existing) return { publicKey: existing.publicKey, privateKey: existing.privateKey };
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(pushVapidKeys)
    .values({ id: 1, publicKey: made.publicKey, privateKey: made.privateKey })
    .onConflictDoNothing();
  const [row] = await db.select().from(pushVapidKeys).limit(1);
  if (!row) throw new Error('the VAPID key pair was not stored');
  return { publicKey: row.publicKey, privateKey: row.privateKey };
}
