import { type Kysely, SqliteAdapter } from 'kysely';

/**
 * Personal data the shop no longer keeps at rest (docs/decisions/0023-personal-data-at-rest.md).
 *
 * - `invoices.buyer`: a tax invoice keeps what GST law needs of the buyer (name, address, state),
 *   never the e-mail or phone; those already stored are taken out of each document's JSON.
 * - `mail_outbox.kind` and `expiresAt`: what a mail is ('reset-link', 'verify-link'; null for
 *   the others) and, for a mail carrying a link, when the link expires: past it the mail is not
 *   sent and its bodies are blanked. The bodies of mail already sent are blanked here; recipient,
 *   subject and times stay for diagnostics.
 * - `webhook_endpoints.secret` widens to 255 characters: a signing secret sealed with SECRETS_KEY
 *   (AES-256-GCM, `enc1:` + iv, tag and ciphertext) is longer than the clear one. The server
 *   seals the clear ones at start (migrations never import app code, nor hold the key).
 *   SQLite does not enforce the width.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const invoices = db as unknown as Kysely<{
    invoices: { invoiceId: number; buyer: string };
    mail_outbox: { textBody: string; htmlBody: string; sentAt: number | null };
  }>;
  const rows = await invoices.selectFrom('invoices').select(['invoiceId', 'buyer']).execute();
  for (const row of rows) {
    const {
      email: _email,
      phone: _phone,
      ...kept
    } = JSON.parse(row.buyer) as Record<string, unknown>;
    await invoices
      .updateTable('invoices')
      .set({ buyer: JSON.stringify(kept) })
      .where('invoiceId', '=', row.invoiceId)
      .execute();
  }

  await db.schema.alterTable('mail_outbox').addColumn('kind', 'varchar(40)').execute();
  await db.schema.alterTable('mail_outbox').addColumn('expiresAt', 'bigint').execute();
  await invoices
    .updateTable('mail_outbox')
    .set({ textBody: '', htmlBody: '' })
    .where('sentAt', 'is not', null)
    .execute();

  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    await db.schema
      .alterTable('webhook_endpoints')
      .modifyColumn('secret', 'varchar(255)', (c) => c.notNull())
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('expiresAt').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('kind').execute();
}
