import { DEMO_ADMIN_EMAIL } from '@frameshop/domain/seed/demo-accounts';
import { resetAdminPassword } from '@frameshop/domain/users/users.service';
import { openDatabase } from '../boot';
import { loadConfig } from '../config';
import { OpsError } from '../ops/ops-error';
import { runCli } from '../ops/run-cli';

// `npm run admin:reset-password [-- <email>]`: the owner who lost the once-printed demo password
// (or their own) gets a new one, printed once; the admin's sessions end (README, Two commands).
await runCli(
  'usage: npm run admin:reset-password [-- <admin e-mail>]',
  {},
  async ({ positionals }) => {
    const email = positionals[0] ?? DEMO_ADMIN_EMAIL;
    const database = await openDatabase(loadConfig());
    try {
      const password = await resetAdminPassword({ db: database.db }, email);
      if (!password) {
        throw new OpsError(
          `No admin account has the e-mail ${email}: give an admin's address (ADMIN_EMAIL and ADMIN_PASSWORD at start create one).`,
        );
      }
      console.log(`New password for ${email} (shown once): ${password}`);
    } finally {
      await database.destroy();
    }
  },
);
