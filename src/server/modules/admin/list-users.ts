/** The admin's user table: by id, searchable over username, name and e-mail, one page at a time. */
import { asc, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import type { AdminUser } from '#shared/contracts/admin.ts';

/** `%`, `_` and `\` typed by the admin match themselves, not any text. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listUsers(
  { db }: { db: Db },
  query: { q?: string | undefined; offset: number; limit: number },
): Promise<AdminUser[]> {
  const term = query.q?.trim();
  const pattern = term ? `%${escapeLike(term)}%` : null;
  return db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      email: users.email,
      mbtiType: users.mbtiType,
      role: users.role,
      emailConfirmed: sql<boolean>`(${users.email} is not null and ${users.emailConfirmedAt} is not null)`,
    })
    .from(users)
    .where(
      pattern ? or(ilike(users.username, pattern), ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
    )
    .orderBy(asc(users.id))
    .offset(query.offset)
    .limit(query.limit);
}
