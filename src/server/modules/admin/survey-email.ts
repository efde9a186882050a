/** The survey invitation in PawType's voice: subject, HTML and plain text, addressed by name. */

export interface SurveyEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function surveyEmail({ name, surveyUrl }: { name: string; surveyUrl: string }): SurveyEmail {
  const subject = 'Tell us how PawType is working for you and your pet';
  const text = [
    `Hi ${name},`,
    '',
    "Thank you for using PawType to discover your pet's unique personality!",
    '',
    'We would love to hear how it went: which results rang true, what surprised you, and what would make',
    'PawType more useful for you and your pet. The survey takes about three minutes.',
    '',
    `Take the survey: ${surveyUrl}`,
    '',
    'Every answer is read by a person, and it helps us make PawType better for every pet and owner.',
    '',
    'Wags and purrs,',
    'The PawType team',
    '',
    'You received this e-mail because you have a PawType account.',
  ].join('\n');
  const n = escapeHtml(name);
  const url = escapeHtml(surveyUrl);
  const html = `<!doctype html>
<html lang="en">
  <body style="margin:0;padding:24px;background:#fff8ef;font-family:Nunito,Arial,sans-serif;color:#2b2118">
    <div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:16px;padding:28px">
      <h1 style="margin:0 0 16px;font-size:22px;color:#c2410c">PawType</h1>
      <p>Hi ${n},</p>
      <p>Thank you for using PawType to discover your pet's unique personality!</p>
      <p>We would love to hear how it went: which results rang true, what surprised you, and what would make
        PawType more useful for you and your pet. The survey takes about three minutes.</p>
      <p style="margin:24px 0">
        <a href="${url}" style="display:inline-block;background:#ea580c;color:#ffffff;text-decoration:none;font-weight:800;padding:12px 22px;border-radius:999px">Take the survey</a>
      </p>
      <p style="font-size:14px;color:#6b5b4b">Or open this link: <a href="${url}">${url}</a></p>
      <p>Every answer is read by a person, and it helps us make PawType better for every pet and owner.</p>
      <p>Wags and purrs,<br>The PawType team</p>
      <p style="font-size:12px;color:#8a7a6a">You received this e-mail because you have a PawType account.</p>
    </div>
  </body>
</html>`;
  return { subject, text, html };
}
