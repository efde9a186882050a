/**
 * Sends a survey invitation to one user through SendGrid. The address must be the user's own; the
 * From is the verified sender set on the dashboard. Every attempt is recorded in survey_sends, and a
 * second invitation to the same user within SURVEY_RESEND_MINUTES is refused (429). The send is
 * reserved under a per-user lock before the provider is called, so two clicks cannot both send.
 */
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { AppConfig } from '#server/config.ts';
import { surveySends, users } from '#server/db/schema.ts';
import { AppError, badRequest, notFound } from '#server/lib/errors.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { ADMIN_MESSAGES, USER_NOT_FOUND } from '#shared/rules/admin.ts';
import type { PublicUser } from '#shared/contracts/auth.ts';
import { readVerifiedSender } from './settings.ts';
import { surveyEmail } from './survey-email.ts';
import { type OutgoingEmail, sendWithSendGrid } from '#server/modules/mail/index.ts';

export interface SurveyDeps {
  db: Db;
  config: AppConfig;
  /** The transport; SendGrid by default (tests may replace it). */
  send?: (email: OutgoingEmail) => Promise<void>;
}

/** Lock namespace for pg_advisory_xact_lock(ns, userId). */
const SURVEY_LOCK = 7_301;
/** A send still 'pending' after this long (a crash mid-send) no longer blocks a new one. */
const PENDING_EXPIRES_MS = 60_000;

export async function sendSurvey(
  deps: SurveyDeps,
  admin: PublicUser,
  input: { userId: number; email: string },
): Promise<{ message: string; sentAt: string }> {
  const { db, config } = deps;
  const [user] = await db.select().from(users).where(eq(users.id, input.userId)).limit(1);
  if (!user) throw notFound(USER_NOT_FOUND);
  if (!user.email) throw badRequest(ADMIN_MESSAGES.noEmail);
  if (user.email.toLowerCase() !== input.email.trim().toLowerCase()) throw badRequest(ADMIN_MESSAGES.emailMismatch);
  const to = user.email;
  const record = (tx: Db, outcome: 'pending' | 'failed', detail: string) =>
    tx.insert(surveySends).values({ adminId: admin.id, userId: user.id, email: to, outcome, detail }).returning();

  const apiKey = config.sendgridApiKey;
  if (!apiKey) {
    await record(db, 'failed', ADMIN_MESSAGES.missingApiKey);
    throw new AppError(503, ERROR_CODES.unavailable, ADMIN_MESSAGES.missingApiKey);
  }
  const from = await readVerifiedSender(db);
  if (!from) {
    await record(db, 'failed', ADMIN_MESSAGES.noSender);
    throw badRequest(ADMIN_MESSAGES.noSender);
  }
  const send =
    deps.send ?? ((email: OutgoingEmail) => sendWithSendGrid({ apiKey, baseUrl: config.email.sendgridBaseUrl }, email));
  const content = surveyEmail({ name: user.name?.trim() || user.username, surveyUrl: config.email.surveyUrl });

  // Reserve the send under a per-user lock (a short transaction): a 'pending' row counts like a sent
  // one, so a second click waits for nothing and is refused. The HTTP call runs outside any
  // transaction, so the database (one connection with PGlite) is never held while SendGrid answers.
  const reserved = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SURVEY_LOCK}, ${user.id})`);
    const since = new Date(Date.now() - config.email.surveyResendMinutes * 60_000);
    const pendingSince = new Date(Date.now() - PENDING_EXPIRES_MS);
    const [recent] = await tx
      .select({ id: surveySends.id })
      .from(surveySends)
      .where(
        and(
          eq(surveySends.userId, user.id),
          or(
            and(eq(surveySends.outcome, 'sent'), gt(surveySends.createdAt, since)),
            and(eq(surveySends.outcome, 'pending'), gt(surveySends.createdAt, pendingSince)),
          ),
        ),
      )
      .limit(1);
    if (recent) return null;
    const [row] = await record(tx, 'pending', content.subject);
    return row!;
  });
  if (!reserved) throw new AppError(429, ERROR_CODES.rateLimited, ADMIN_MESSAGES.tooSoon);
  const settle = (outcome: 'sent' | 'failed', detail: string) =>
    db.update(surveySends).set({ outcome, detail }).where(eq(surveySends.id, reserved.id));
  try {
    await send({ from, to, ...content });
  } catch (err) {
    const error =
      err instanceof AppError ? err : new AppError(502, ERROR_CODES.unavailable, 'The e-mail could not be sent');
    await settle('failed', error.message);
    throw error;
  }
  await settle('sent', content.subject);
  return { message: `Survey invitation sent to ${to}`, sentAt: reserved.createdAt.toISOString() };
}
