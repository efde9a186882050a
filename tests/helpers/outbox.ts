/**
 * Reads the .eml files the outbox transport wrote (src/server/modules/mail/outbox.ts) the way a mail
 * program would: headers, then the text/plain and text/html parts of the multipart/alternative body.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface OutboxMail {
  file: string;
  raw: string;
  headers: Record<string, string>;
  to: string;
  subject: string;
  text: string;
  html: string;
}

function decodeHeader(value: string): string {
  return value.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function decodeBody(body: string, encoding: string | undefined): string {
  const enc = (encoding ?? '7bit').toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return headers;
}

export function parseEml(file: string): OutboxMail {
  const raw = fs.readFileSync(file, 'utf8');
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, split));
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  const parts: Record<string, string> = {};
  if (boundary) {
    for (const part of raw.split(`--${boundary}`).slice(1)) {
      const at = part.search(/\r?\n\r?\n/);
      if (at < 0) continue;
      const h = parseHeaders(part.slice(0, at));
      const type = (h['content-type'] ?? '').split(';')[0]!.trim();
      parts[type] = decodeBody(
        part
          .slice(at)
          .replace(/^\r?\n\r?\n/, '')
          .replace(/\r?\n$/, ''),
        h['content-transfer-encoding'],
      );
    }
  }
  return {
    file,
    raw,
    headers,
    to: headers.to ?? '',
    subject: decodeHeader(headers.subject ?? ''),
    text: parts['text/plain'] ?? '',
    html: parts['text/html'] ?? '',
  };
}

/** Every e-mail in the folder, oldest first. */
export function readOutbox(dir: string): OutboxMail[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => parseEml(path.join(dir, f)));
}

/** The e-mails to one address. */
export const mailsTo = (dir: string, to: string) =>
  readOutbox(dir).filter((m) => m.to.toLowerCase() === to.toLowerCase());

/** The token of the first link to `page` in a text body. */
export function tokenIn(text: string, page: '/reset-password' | '/confirm-email'): string {
  const m = new RegExp(`${page}\\?token=([\\w-]+)`).exec(text);
  if (!m) throw new Error(`no ${page} link in:\n${text}`);
  return m[1]!;
}
