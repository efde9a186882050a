/** Sets the verified sender (the From of every survey e-mail). The contract checks the address. */
import type { Db } from '#server/db/client.ts';
import type { AppConfig } from '#server/config.ts';
import { writeVerifiedSender } from './settings.ts';
import { getSenderConfig } from './get-sender-config.ts';

export async function configureSender(deps: { db: Db; config: AppConfig }, verifiedSender: string) {
  await writeVerifiedSender(deps.db, verifiedSender.trim());
  return getSenderConfig(deps);
}
