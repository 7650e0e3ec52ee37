import type { ContactDto } from '@frameshop/contracts/content/dtos';
import { escapeHtml } from '../mail/escape-html';
import type { MailMessage } from '../shared/mailer';

/** "New contact inquiry" to the admin: plain text plus simple HTML, every value escaped. */
export function newInquiryMail(to: string, shopName: string, c: ContactDto): MailMessage {
  const fields: [string, string][] = [
    ['Name', c.name],
    ['Email', c.email],
    ['Phone', c.phone || 'N/A'],
    ['Inquiry type', c.inquiryType || 'General'],
    ['Received', c.createdAt],
  ];
  const text = [
    `A new contact inquiry (#${c.contactId}) arrived on ${shopName}.`,
    '',
    ...fields.map(([k, v]) => `${k}: ${v}`),
    '',
    'Message:',
    c.message,
    '',
    'Reply to this e-mail to answer the customer, or see it under Admin > Contact.',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>A new contact inquiry (#${c.contactId}) arrived on ${escapeHtml(shopName)}.</p>
<table>${fields.map(([k, v]) => `<tr><th align="left">${k}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>
<p><strong>Message:</strong></p>
<p style="white-space:pre-wrap">${escapeHtml(c.message)}</p>
<p>Reply to this e-mail to answer the customer, or see it under Admin &gt; Contact.</p>
</body></html>`;
  // Header values: no line breaks can reach them (the schema trims; nodemailer encodes).
  const subject = `${shopName}: new contact inquiry from ${c.name.replace(/[\r\n]+/g, ' ')}`;
  return { to, subject, text, html, replyTo: c.email };
}
