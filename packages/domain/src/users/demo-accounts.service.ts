import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { defineUseCase } from '../shared/use-case';
import { hashPassword } from './password';
import { countUsers, insertUser } from './users.repository';

export interface DemoCredentials {
  email: string;
  password: string;
  role: 'admin' | 'user';
}

export const DEMO_ADMIN_EMAIL = 'admin@frameshop.local';
export const DEMO_SHOPPER_EMAIL = 'shopper@frameshop.local';

/**
 * Fills an empty database with demo accounts (the demo catalogue is seeded separately).
 * Passwords are random and returned once for the boot log: nothing guessable ships.
 * Returns null when the database already has users, so it never runs twice.
 */
export const seedDemoAccounts = defineUseCase({
  name: 'seed.demoAccounts',
  access: 'system',
  kind: 'mutation',
  invalidates: [],
  input: z.undefined(),
  handler: async (deps): Promise<DemoCredentials[] | null> => {
    if ((await countUsers(deps.db)) > 0) return null;
    const accounts: DemoCredentials[] = [
      { email: DEMO_ADMIN_EMAIL, password: randomPassword(), role: 'admin' },
      { email: DEMO_SHOPPER_EMAIL, password: randomPassword(), role: 'user' },
    ];
    for (const account of accounts) {
      await insertUser(deps.db, {
        firstName: account.role === 'admin' ? 'Demo' : 'Priya',
        lastName: account.role === 'admin' ? 'Admin' : 'Sharma',
        email: account.email,
        passwordHash: await hashPassword(account.password),
        role: account.role,
        createdAt: deps.now(),
      });
    }
    return accounts;
  },
});

function randomPassword(): string {
  return randomBytes(12).toString('base64url');
}
