import { escapeHtml } from '../mail/escape-html';
import type { MailMessage, MailSettings } from '../shared/mailer';

/** The account mails of issue 22: plain text plus the same as simple, escaped HTML. */

function mail(
  to: string,
  subject: string,
  paragraphs: string[],
  link: { url: string; label: string } | null,
  s: MailSettings,
): MailMessage {
  const text = [
    ...paragraphs,
    ...(link ? [`${link.label}: ${link.url}`] : []),
    `${s.shopName}`,
  ].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    `<p>${escapeHtml(s.shopName)}</p>`,
  ].join('\n');
  return { to, subject, text, html };
}

export function resetMail(to: string, token: string, s: MailSettings): MailMessage {
  return mail(
    to,
    `Reset your ${s.shopName} password`,
    [
      'Someone (we hope you) asked to reset the password of your account.',
      'The link works once, for 30 minutes. If you did not ask, ignore this e-mail: your password stays as it is.',
    ],
    { url: `${s.publicUrl}/reset-password?token=${token}`, label: 'Choose a new password' },
    s,
  );
}

/** Sent when the address has no account, so both answers cost the same and say the same. */
export function noAccountMail(to: string, s: MailSettings): MailMessage {
  return mail(
    to,
    `Reset your ${s.shopName} password`,
    [
      'Someone asked to reset the password of an account with this e-mail address, but there is no account for it.',
      'If it was not you, ignore this e-mail. If you shop with us under another address, ask again with that one.',
    ],
    null,
    s,
  );
}

export function verifyMail(to: string, token: string, s: MailSettings): MailMessage {
  return mail(
    to,
    `Verify your e-mail address for ${s.shopName}`,
    ['Please confirm that this is your e-mail address. The link works once, for 24 hours.'],
    { url: `${s.publicUrl}/verify-email?token=${token}`, label: 'Verify my e-mail address' },
    s,
  );
}

export function passwordChangedMail(to: string, s: MailSettings): MailMessage {
  return mail(
    to,
    'Your password was changed',
    [
      `The password of your ${s.shopName} account was just changed, and every other device was signed out.`,
      'If this was not you, ask for a reset link from the login window at once and write to us.',
    ],
    null,
    s,
  );
}

/** An invitation to the back-office: the link lets the person set a password, or join. */
export function staffInviteMail(
  to: string,
  invite: { firstName: string; roleName: string; hasAccount: boolean },
  token: string,
  s: MailSettings,
): MailMessage {
  return mail(
    to,
    `You are invited to ${s.shopName}'s back-office`,
    [
      `Hello ${invite.firstName},`,
      `You have been invited to help run ${s.shopName} as ${invite.roleName}.`,
      invite.hasAccount
        ? 'Open the link and log in with your account to accept. The link works once, for 72 hours.'
        : 'Open the link to choose your password. The link works once, for 72 hours.',
      'If you did not expect this, ignore this e-mail: nothing changes.',
    ],
    { url: `${s.publicUrl}/staff/invite?token=${token}`, label: 'Accept the invitation' },
    s,
  );
}
