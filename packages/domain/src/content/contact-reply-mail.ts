import { escapeHtml } from '../mail/escape-html';
import type { MailMessage } from '../shared/mailer';

/**
 * The admin's reply to an inquiry, to the address the visitor gave: the reply, then their own
 * message quoted so they know what it answers. Every value is escaped in the HTML part.
 */
export function contactReplyMail(
  shopName: string,
  contact: { name: string; email: string; message: string },
  reply: string,
  replyTo: string | null,
): MailMessage {
  const text = [
    `Dear ${contact.name},`,
    '',
    reply,
    '',
    `— ${shopName}`,
    '',
    'You wrote:',
    ...contact.message.split('\n').map((line) => `> ${line}`),
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>Dear ${escapeHtml(contact.name)},</p>
<p style="white-space:pre-wrap">${escapeHtml(reply)}</p>
<p>— ${escapeHtml(shopName)}</p>
<p style="color:#555">You wrote:</p>
<blockquote style="white-space:pre-wrap;color:#555;border-left:3px solid #ccc;margin:0;padding-left:8px">${escapeHtml(contact.message)}</blockquote>
</body></html>`;
  return {
    to: contact.email,
    subject: `${shopName}: a reply to your message`,
    text,
    html,
    ...(replyTo ? { replyTo } : {}),
  };
}
