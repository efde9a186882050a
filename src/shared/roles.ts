/**
 * Who may do what beyond their own things, with no Zod (the first screens import it, decision 0020).
 * Every account has one role: a member owns their assessments and posts; a moderator may also remove
 * any post or reply and handle reports; the admin (user 1, the only one: docs/decisions/0032-roles.md)
 * may do all that and manage users. The server's guard (requireRole) and the client both ask `hasRole`.
 */
export const ROLES = ['member', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The roles the admin may give (the admin's own role is never given or taken). */
export const ASSIGNABLE_ROLES = ['member', 'moderator'] as const satisfies readonly Role[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

const RANK: Record<Role, number> = { member: 0, moderator: 1, admin: 2 };

/** True when the user's role is `needed` or above it (a moderator check lets the admin through). */
export function hasRole(user: { role: Role } | null | undefined, needed: Role): boolean {
  return user != null && RANK[user.role] >= RANK[needed];
}

export const ROLE_LABELS: Record<Role, string> = { member: 'Member', moderator: 'Moderator', admin: 'Admin' };
