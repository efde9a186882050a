/** Stats Overview, counted by the database. */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import type { AdminStats } from '#shared/contracts/admin.ts';

export async function userStats({ db }: { db: Db }): Promise<AdminStats> {
  const [row] = await db
    .select({
      totalUsers: sql<number>`count(*)::int`,
      emailVerified: sql<number>`(count(*) filter (where ${users.email} is not null and ${users.email} <> ''))::int`,
      emailConfirmed: sql<number>`(count(*) filter (where ${users.email} is not null and ${users.email} <> '' and ${users.emailConfirmedAt} is not null))::int`,
      mbtiCompleted: sql<number>`(count(*) filter (where ${users.mbtiType} is not null and ${users.mbtiType} <> ''))::int`,
    })
    .from(users);
  return row ?? { totalUsers: 0, emailVerified: 0, emailConfirmed: 0, mbtiCompleted: 0 };
}
