/** The look every PawType e-mail shares: one card, the product's name, a button, the link written out. */

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface EmailParts {
  /** Paragraphs before the button. */
  intro: string[];
  /** The button and the link written out beneath it. */
  action?: { label: string; url: string };
  /** Paragraphs after the button (how long the link lasts, 'if this wasn't you'). */
  outro: string[];
  /** The last small line: why the person got this e-mail. */
  footer: string;
}

export function renderEmail(greeting: string, parts: EmailParts): { text: string; html: string } {
  const text = [
    greeting,
    '',
    ...parts.intro.flatMap((p) => [p, '']),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ''] : []),
    ...parts.outro.flatMap((p) => [p, '']),
    'Wags and purrs,',
    'The PawType team',
    '',
    parts.footer,
  ].join('\n');
  const p = (s: string) => `      <p>${escapeHtml(s)}</p>`;
  const action = parts.action
    ? `      <p style="margin:24px 0">
        <a href="${escapeHtml(parts.action.url)}" style="display:inline-block;background:#ea580c;color:#ffffff;text-decoration:none;font-weight:800;padding:12px 22px;border-radius:999px">${escapeHtml(parts.action.label)}</a>
      </p>
      <p style="font-size:14px;color:#6b5b4b;word-break:break-all">Or open this link: <a href="${escapeHtml(parts.action.url)}">${escapeHtml(parts.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en">
  <body style="margin:0;padding:24px;background:#fff8ef;font-family:Nunito,Arial,sans-serif;color:#2b2118">
    <div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:16px;padding:28px">
      <h1 style="margin:0 0 16px;font-size:22px;color:#c2410c">PawType</h1>
${[p(greeting), ...parts.intro.map(p), action, ...parts.outro.map(p)].filter(Boolean).join('\n')}
      <p>Wags and purrs,<br>The PawType team</p>
      <p style="font-size:12px;color:#8a7a6a">${escapeHtml(parts.footer)}</p>
    </div>
  </body>
</html>`;
  return { text, html };
}
