#!/usr/bin/env node
// A local stand-in for SendGrid's mail API: listens on 127.0.0.1 and prints every e-mail it receives
// (From, To, subject, both bodies). Point the server at it to try survey e-mails without sending any:
//   node scripts/sendgrid-stand-in.mjs            # listens on 127.0.0.1:3899, answers 202
//   node scripts/sendgrid-stand-in.mjs 3899 403   # answers like SendGrid for an unverified sender
//   SENDGRID_API_KEY=SG.local SENDGRID_BASE_URL=http://127.0.0.1:3899/ npm start
// Answers: 202 (default), 400, 401, 403.
import http from 'node:http';

const port = Number(process.argv[2] ?? 3899);
const answer = process.argv[3] ?? '202';
const REFUSALS = {
  400: 'The subject is required.',
  401: 'The provided authorization grant is invalid, expired, or revoked',
  403: 'The from address does not match a verified Sender Identity. Mail cannot be sent until this error is resolved.',
};
if (!['202', ...Object.keys(REFUSALS)].includes(answer)) {
  console.error(`Unknown answer ${answer}: use 202, 400, 401 or 403`);
  process.exit(1);
}

http
  .createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v3/mail/send') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"errors":[{"message":"not found"}]}');
        return;
      }
      let body = {};
      try {
        body = JSON.parse(raw);
      } catch {
        // printed raw below
      }
      const content = body.content ?? [];
      const to = (body.personalizations ?? []).flatMap((p) => (p.to ?? []).map((t) => t.email));
      console.log(`\n=== ${new Date().toISOString()} POST ${req.url} -> ${answer}`);
      console.log(`Authorization: ${req.headers.authorization ? 'Bearer ***' : '(none)'}`);
      console.log(`From: ${typeof body.from === 'string' ? body.from : body.from?.email}`);
      console.log(`To: ${to.join(', ')}`);
      console.log(`Subject: ${body.subject}`);
      for (const c of content) console.log(`--- ${c.type}\n${c.value}`);
      if (!content.length) console.log(raw);
      if (answer === '202') {
        res.writeHead(202).end();
      } else {
        res
          .writeHead(Number(answer), { 'content-type': 'application/json' })
          .end(JSON.stringify({ errors: [{ message: REFUSALS[answer], field: null, help: null }] }));
      }
    });
  })
  .listen(port, '127.0.0.1', () => console.log(`SendGrid stand-in on http://127.0.0.1:${port}/ answering ${answer}`));
