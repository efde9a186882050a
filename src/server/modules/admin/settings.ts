/** The verified sender, kept in app_settings. */
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { appSettings } from '#server/db/schema.ts';

export const VERIFIED_SENDER_KEY = 'sendgrid.verified_sender';

export async function readVerifiedSender(db: Db): Promise<string | null> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, VERIFIED_SENDER_KEY)).limit(1);
  return row?.value ?? null;
}

export async function writeVerifiedSender(db: Db, value: string): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: VERIFIED_SENDER_KEY, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
}
