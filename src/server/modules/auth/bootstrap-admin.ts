/**
 * Creates the admin (user 1, role 'admin') from ADMIN_USERNAME / ADMIN_PASSWORD when the users table
 * is empty.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import type { AppConfig } from '#server/config.ts';
import { hashPassword } from './password.ts';

export async function bootstrapAdmin(db: Db, admin: AppConfig['admin']): Promise<boolean> {
  if (!admin) return false;
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  const inserted = await db
    .insert(users)
    .values({
      username: admin.username,
      email: admin.username,
      name: admin.name,
      password: await hashPassword(admin.password),
      role: 'admin',
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length > 0;
}
