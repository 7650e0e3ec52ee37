import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PERMISSIONS } from '@frameshop/contracts/staff/permissions';
import type { TestDatabase } from '@frameshop/db/testing/test-database';
import type { Actor, DomainDeps, ServiceContext } from '../src/shared/context';
import type { MailMessage } from '../src/shared/mailer';
import { ctxFor, depsFor, uploadsDir } from './helpers';

/** What the content service tests share: an admin, an anonymous caller and the mail they sent. */

export const ADMIN: Actor = {
  userId: 999_999,
  role: 'admin',
  sessionId: 'a',
  permissions: PERMISSIONS,
};

export const filesIn = (folder: string) => {
  try {
    return readdirSync(join(uploadsDir, folder)).length;
  } catch {
    return 0;
  }
};

export const SECTIONS = [
  { sectionTitle: 'Why frame it', content: 'Because.', bullets: ['Protects', 'Shows off'] },
  { sectionTitle: 'Care', content: 'Dust weekly.', bullets: [] },
];

export interface ContentSuite {
  deps: DomainDeps;
  admin: ServiceContext;
  anon: ServiceContext;
  /** Every mail sent through the suite's mailer. */
  sent: MailMessage[];
}

/** An emptied database and fresh callers, for a beforeEach. */
export async function freshContent(t: TestDatabase): Promise<ContentSuite> {
  await t.truncate();
  const sent: MailMessage[] = [];
  const deps = depsFor(t, {
    mailer: {
      send: async (message) => {
        sent.push(message);
      },
    },
  });
  return { deps, admin: ctxFor(deps, ADMIN), anon: ctxFor(deps), sent };
}
