/**
 * The account e-mails in PawType's voice: what happened, the link and how long it lasts, and what to
 * do if it wasn't you. Plain text and HTML (../mail/layout.ts); links start with PUBLIC_URL.
 */
import { type Mail, renderEmail } from '#server/modules/mail/index.ts';
import { clientPaths } from '#shared/rules/client-paths.ts';
import { EMAIL_TOKEN_HOURS, RESET_TOKEN_MINUTES } from '#shared/rules/account-recovery.ts';

interface Person {
  name: string | null;
  to: string;
}

const hi = (p: Person) => `Hi ${p.name?.trim() || 'there'},`;
export const linkTo = (publicUrl: string, page: string, token: string) =>
  `${publicUrl}${page}?token=${encodeURIComponent(token)}`;

export function passwordResetEmail(p: Person, publicUrl: string, token: string): Mail {
  const url = linkTo(publicUrl, clientPaths.resetPassword, token);
  return {
    to: p.to,
    subject: 'Choose a new PawType password',
    ...renderEmail(hi(p), {
      intro: [
        'Someone (we hope you) asked to reset the password of your PawType account. Your pets’ results, photos and posts are all still there, waiting for you.',
      ],
      action: { label: 'Choose a new password', url },
      outro: [
        `The link works for ${RESET_TOKEN_MINUTES} minutes and only once. Choosing a new password signs your account out everywhere else.`,
        'If this wasn’t you, you can ignore this e-mail: your password stays as it is and nobody can use this link without access to your inbox.',
      ],
      footer: 'You received this e-mail because a password reset was asked for on PawType for this address.',
    }),
  };
}

export function passwordChangedEmail(p: Person, publicUrl: string): Mail {
  return {
    to: p.to,
    subject: 'Your PawType password was changed',
    ...renderEmail(hi(p), {
      intro: [
        'The password of your PawType account was just changed. Every other device that was signed in has been signed out.',
      ],
      outro: [
        `If this wasn’t you, choose a new password at once with “Forgot password?” on the sign-in page (${publicUrl}/auth): that signs everyone else out.`,
      ],
      footer: 'You received this notice because the password of your PawType account changed.',
    }),
  };
}

export function emailChangeLinkEmail(p: Person, publicUrl: string, token: string, oldEmail: string): Mail {
  const url = linkTo(publicUrl, clientPaths.confirmEmail, token);
  return {
    to: p.to,
    subject: 'Confirm your new PawType e-mail address',
    ...renderEmail(hi(p), {
      intro: [
        `You asked to move your PawType account from ${oldEmail} to this address. Open the link to finish: from then on you sign in with this address.`,
      ],
      action: { label: 'Confirm this address', url },
      outro: [
        `The link works for ${EMAIL_TOKEN_HOURS} hours and only once. Until it is opened nothing changes.`,
        'If this wasn’t you, ignore this e-mail: the account stays on its current address.',
      ],
      footer: 'You received this e-mail because this address was entered as the new address of a PawType account.',
    }),
  };
}

export function emailChangeNoticeEmail(p: Person, publicUrl: string, newEmail: string): Mail {
  return {
    to: p.to,
    subject: 'Your PawType e-mail address is about to change',
    ...renderEmail(hi(p), {
      intro: [
        `Someone signed in to your PawType account asked to change its e-mail address to ${newEmail}. The change happens only once the link we sent to that address is opened.`,
      ],
      outro: [
        `If this wasn’t you, sign in at ${publicUrl}/auth and change your password now (Account menu, Change password): that signs everyone else out, and the pending change can no longer be started again without the new password.`,
      ],
      footer: 'You received this notice because it concerns the PawType account on this address.',
    }),
  };
}

export function confirmEmailEmail(p: Person, publicUrl: string, token: string): Mail {
  const url = linkTo(publicUrl, clientPaths.confirmEmail, token);
  return {
    to: p.to,
    subject: 'Confirm your e-mail address for PawType',
    ...renderEmail(hi(p), {
      intro: [
        'Welcome to PawType! Please confirm that this address is yours, so that you can always get back into your account and your pets’ results.',
      ],
      action: { label: 'Confirm my address', url },
      outro: [
        `The link works for ${EMAIL_TOKEN_HOURS} hours and only once; you can ask for a new one from the PawType home screen.`,
        'If this wasn’t you, someone typed your address by mistake: ignore this e-mail and nothing more will be sent.',
      ],
      footer: 'You received this e-mail because a PawType account was created with this address.',
    }),
  };
}
