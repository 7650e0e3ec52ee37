import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { DomainDeps } from '../shared/context';
import { defineUseCase } from '../shared/use-case';
import { anyAccountExists, ensureAccounts } from '../users/accounts.published';

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
    if (await anyAccountExists(deps.db)) return null;
    const accounts: DemoCredentials[] = [
      { email: DEMO_ADMIN_EMAIL, password: randomPassword(), role: 'admin' },
      { email: DEMO_SHOPPER_EMAIL, password: randomPassword(), role: 'user' },
    ];
    await ensureAccounts(
      deps.db,
      accounts.map((account) => ({
        ...account,
        firstName: account.role === 'admin' ? 'Demo' : 'Priya',
        lastName: account.role === 'admin' ? 'Admin' : 'Sharma',
      })),
      deps.now(),
    );
    return accounts;
  },
});

function randomPassword(): string {
  return randomBytes(12).toString('base64url');
}

export interface DemoShopper {
  firstName: string;
  lastName: string;
  email: string;
}

/** The six demo shoppers who review the demo frames (seed/demo-content.ts) and order too. */
export const DEMO_REVIEWERS: readonly DemoShopper[] = [
  { firstName: 'Aarav', lastName: 'Gupta', email: 'aarav.demo@frameshop.local' },
  { firstName: 'Diya', lastName: 'Menon', email: 'diya.demo@frameshop.local' },
  { firstName: 'Ishaan', lastName: 'Chopra', email: 'ishaan.demo@frameshop.local' },
  { firstName: 'Neha', lastName: 'Joshi', email: 'neha.demo@frameshop.local' },
  { firstName: 'Rahul', lastName: 'Verma', email: 'rahul.demo@frameshop.local' },
  { firstName: 'Sneha', lastName: 'Pillai', email: 'sneha.demo@frameshop.local' },
];

/**
 * Demo shoppers for the other demo seeds (reviews, past orders): each is created
 * unless its email exists, all with one random password nobody is told (so nobody can log in
 * as them, and only one password hash is computed). Returns each one's id and display name.
 */
export async function ensureDemoShoppers(
  deps: DomainDeps,
  people: readonly DemoShopper[],
): Promise<{ userId: number; name: string }[]> {
  const password = randomPassword();
  return ensureAccounts(
    deps.db,
    people.map((person) => ({ ...person, role: 'user', password })),
    deps.now(),
  );
}
