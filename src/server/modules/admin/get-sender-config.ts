/** The sender survey e-mails come from, and whether the API key is set (never the key itself). */
import type { Db } from '#server/db/client.ts';
import type { AppConfig } from '#server/config.ts';
import { readVerifiedSender } from './settings.ts';

export async function getSenderConfig({ db, config }: { db: Db; config: AppConfig }) {
  return { verifiedSender: await readVerifiedSender(db), apiKeyConfigured: Boolean(config.sendgridApiKey) };
}
