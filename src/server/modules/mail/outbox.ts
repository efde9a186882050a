/**
 * The outbox: where account e-mails go when no provider is set up outside production, or with
 * MAIL_TRANSPORT=outbox (docs/decisions/0039-mail-transport.md). Each message is written to the log
 * (plain text, so the link can be copied from the terminal) and as an RFC 5322 .eml file
 * (multipart/alternative, built by nodemailer's MailComposer) under DATA_DIR/outbox, which any mail
 * program opens. Nothing is sent anywhere.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type { OutgoingEmail } from './sendgrid.ts';

export interface OutboxLog {
  info(obj: object, msg: string): void;
}

/** A file name that sorts by time and says who it is for: 2026-11-27T12-00-00-000Z-owner-at-example.com-3f9a.eml */
function fileName(to: string, now: Date): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const who = to
    .toLowerCase()
    .replace('@', '-at-')
    .replace(/[^a-z0-9.-]+/g, '_')
    .slice(0, 80);
  const tail = Math.random().toString(16).slice(2, 6);
  return `${stamp}-${who}-${tail}.eml`;
}

export function buildEml(email: OutgoingEmail, now = new Date()): Promise<Buffer> {
  const composer = new MailComposer({
    from: email.from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    date: now,
    ...(email.headers ? { headers: email.headers } : {}),
  });
  return composer.compile().build();
}

/** Writes the message to the folder and the log; returns the file's path. */
export async function writeToOutbox(dir: string, email: OutgoingEmail, log: OutboxLog): Promise<string> {
  const now = new Date();
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, fileName(email.to, now));
  await fs.writeFile(file, await buildEml(email, now));
  log.info(
    { to: email.to, subject: email.subject, file },
    `outbox: e-mail not sent (no mail provider), written to ${file}\n--- To: ${email.to}\nSubject: ${email.subject}\n\n${email.text}\n---`,
  );
  return file;
}
