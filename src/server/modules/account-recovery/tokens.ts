/**
 * The one-time links of account recovery (docs/decisions/0038-account-tokens.md): 32 random bytes
 * (256 bits) in base64url travel in the link; only their SHA-256 is stored. A token works once, until
 * it expires, and issuing a new one of the same kind for the same user deletes the older ones.
 */
import crypto from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { accountTokens } from '#server/db/schema.ts';
import { AppError } from '#server/lib/errors.ts';
import { INVALID_LINK_CODE, RECOVERY_MESSAGES } from '#shared/rules/account-recovery.ts';

export type TokenKind = 'password_reset' | 'email_change' | 'email_confirm';

/** A transaction or the database itself. */
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export const hashAccountToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A new random token and its hash (always both, so every caller does the same work). */
export function newAccountToken(): { token: string; tokenHash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, tokenHash: hashAccountToken(token) };
}

/**
 * Stores a token for the user, replacing older ones of the same kind. With no user (an address
 * without an account) the same delete runs and matches nothing, so the work stays the same shape.
 */
export async function storeAccountToken(
  db: Executor,
  input: { kind: TokenKind; userId: number | null; tokenHash: string; ttlMs: number; newEmail?: string | null },
): Promise<void> {
  await db
    .delete(accountTokens)
    .where(and(eq(accountTokens.userId, input.userId ?? 0), eq(accountTokens.kind, input.kind)));
  if (input.userId === null) return;
  await db.insert(accountTokens).values({
    kind: input.kind,
    userId: input.userId,
    tokenHash: input.tokenHash,
    newEmail: input.newEmail ?? null,
    expiresAt: new Date(Date.now() + input.ttlMs),
  });
}

const invalidLink = (message: string) => new AppError(400, INVALID_LINK_CODE, message);

/**
 * Uses a token once: marks it used in the same statement that checks it is unused and unexpired (two
 * requests racing with one link: one wins). An unknown, used or expired token is a 400 saying which.
 */
export async function useAccountToken(
  db: Executor,
  kinds: readonly TokenKind[],
  token: string,
): Promise<typeof accountTokens.$inferSelect> {
  const tokenHash = hashAccountToken(token);
  const kindMatches = or(...kinds.map((k) => eq(accountTokens.kind, k)));
  const [used] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        kindMatches,
        sql`${accountTokens.usedAt} is null`,
        sql`${accountTokens.expiresAt} > now()`,
      ),
    )
    .returning();
  if (used) return used;
  const [row] = await db
    .select({ usedAt: accountTokens.usedAt })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash), kindMatches))
    .limit(1);
  if (!row) throw invalidLink(RECOVERY_MESSAGES.linkUnknown);
  throw invalidLink(row.usedAt ? RECOVERY_MESSAGES.linkUsed : RECOVERY_MESSAGES.linkExpired);
}

/**
 * Housekeeping (HOUSEKEEPING_JOBS in #server/housekeeping.ts): a delete of at most `limit` tokens that
 * expired or were used more than a day ago (a used link keeps saying 'already used' for that day),
 * oldest first. Safe to run at any time, from any process.
 */
export const expiredAccountTokens = (limit: number) =>
  sql`delete from ${accountTokens} where ${accountTokens.id} in (
    select ${accountTokens.id} from ${accountTokens}
    where ${accountTokens.expiresAt} < now() - interval '1 day'
      or ${accountTokens.usedAt} < now() - interval '1 day'
    order by ${accountTokens.id} limit ${limit})`;

/** One bounded purge outside the schedule; returns how many tokens went. */
export async function purgeExpiredAccountTokens(db: Db, limit = 1_000): Promise<number> {
  const result = (await db.execute(expiredAccountTokens(limit))) as { rowCount?: number | null; affectedRows?: number };
  return result.rowCount ?? result.affectedRows ?? 0;
}
