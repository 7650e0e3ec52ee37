import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeEach, expect, it } from 'vitest';
import { deleteUser } from '../src/accounts/accounts.service';
import { seedDemoAccounts } from '../src/seed/demo-accounts';
import { type PersonActor, systemContext } from '../src/shared/context';
import { login, signup } from '../src/users/auth.service';
import { validateSessionToken } from '../src/users/sessions.service';
import { ensureAdmin, listUsers, resetAdminPassword } from '../src/users/users.service';
import { ctxFor, depsFor } from './helpers';

describeEachDialect('users service', (t) => {
  beforeEach(() => t.truncate());

  async function admin(email = 'boss@example.com'): Promise<PersonActor> {
    const deps = depsFor(t);
    await ensureAdmin(deps, { email, password: 'admin-password' });
    const { token } = await login.execute(ctxFor(deps), { email, password: 'admin-password' });
    return (await validateSessionToken(deps, token))!.actor;
  }

  it('lists users for an admin only', async () => {
    const deps = depsFor(t);
    const boss = await admin();
    const user = await signup.execute(ctxFor(deps), {
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      password: 'Tulsi-garden-42',
    });
    const list = await listUsers.execute(ctxFor(deps, boss), undefined);
    expect(list.map((u) => u.email).sort()).toEqual(['a@b.co', 'boss@example.com']);
    const asUser = { userId: user.userId, role: 'user' as const, sessionId: 'x' };
    await expect(listUsers.execute(ctxFor(deps, asUser), undefined)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(listUsers.execute(ctxFor(deps), undefined)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('deletes a user with their sessions', async () => {
    const deps = depsFor(t);
    const boss = await admin();
    const user = await signup.execute(ctxFor(deps), {
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      password: 'Tulsi-garden-42',
    });
    const { token } = await login.execute(ctxFor(deps), {
      email: 'a@b.co',
      password: 'Tulsi-garden-42',
    });
    await deleteUser.execute(ctxFor(deps, boss), { userId: user.userId });
    expect(await validateSessionToken(deps, token)).toBeNull();
    await expect(
      deleteUser.execute(ctxFor(deps, boss), { userId: user.userId }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses to delete yourself or the last owner', async () => {
    const deps = depsFor(t);
    const boss = await admin();
    await expect(
      deleteUser.execute(ctxFor(deps, boss), { userId: boss.userId }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'You cannot delete your own account',
    });
    // A second owner may delete the first only while another owner remains.
    const second = await admin('second@example.com');
    await deleteUser.execute(ctxFor(deps, second), { userId: boss.userId });
    const ghost = { userId: 999_999, role: 'admin' as const, sessionId: 'x' };
    await expect(
      deleteUser.execute(ctxFor(deps, ghost), { userId: second.userId }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'The last owner cannot be removed or given another role',
    });
    expect(await listUsers.execute(ctxFor(deps, second), undefined)).toHaveLength(1);
  });

  it('rejects bad ids with 400 and changes nothing', async () => {
    const deps = depsFor(t);
    const boss = await admin();
    for (const bad of [{ userId: 'abc' }, { userId: -1 }, {}, { userId: 1, extra: true }]) {
      await expect(deleteUser.execute(ctxFor(deps, boss), bad)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    }
    expect(await listUsers.execute(ctxFor(deps, boss), undefined)).toHaveLength(1);
  });

  it('ensureAdmin promotes an existing user and ends their sessions', async () => {
    const deps = depsFor(t);
    await signup.execute(ctxFor(deps), {
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      password: 'Tulsi-garden-42',
    });
    const { token } = await login.execute(ctxFor(deps), {
      email: 'a@b.co',
      password: 'Tulsi-garden-42',
    });
    expect(await ensureAdmin(deps, { email: 'A@B.CO', password: 'Tulsi-garden-42' })).toBe(
      'updated',
    );
    expect(await validateSessionToken(deps, token)).toBeNull();
    expect(await ensureAdmin(deps, { email: 'a@b.co', password: 'Tulsi-garden-42' })).toBe(
      'unchanged',
    );
    const row = await t.db.selectFrom('users').select('role').executeTakeFirstOrThrow();
    expect(row.role).toBe('admin');
  });

  it('seeds demo accounts only into an empty database', async () => {
    const deps = depsFor(t);
    const creds = await seedDemoAccounts.run(systemContext(deps, 'seed'), undefined);
    expect(creds?.map((c) => c.role)).toEqual(['admin', 'user']);
    const { user } = await login.execute(ctxFor(deps), {
      email: creds![0]!.email,
      password: creds![0]!.password,
    });
    expect(user.role).toBe('admin');
    expect(await seedDemoAccounts.run(systemContext(deps, 'seed'), undefined)).toBeNull();
    // Only system work may seed: an admin cannot, whatever route it finds.
    await expect(
      seedDemoAccounts.run(ctxFor(deps, { userId: 1, role: 'admin', sessionId: 's' }), undefined),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
  it('resetAdminPassword gives an admin a new password and ends their sessions; never a shopper', async () => {
    const deps = depsFor(t);
    await ensureAdmin(deps, { email: 'boss@example.com', password: 'admin-password' });
    const { token } = await login.execute(ctxFor(deps), {
      email: 'boss@example.com',
      password: 'admin-password',
    });
    const fresh = await resetAdminPassword(deps, ' Boss@Example.com ');
    expect(fresh).toMatch(/^[\w-]{16}$/);
    expect(await validateSessionToken(deps, token)).toBeNull();
    await expect(
      login.execute(ctxFor(deps), { email: 'boss@example.com', password: 'admin-password' }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const again = await login.execute(ctxFor(deps), {
      email: 'boss@example.com',
      password: fresh as string,
    });
    expect(again.user.role).toBe('admin');

    await signup.execute(ctxFor(deps), {
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      password: 'Tulsi-garden-42',
    });
    const before = await t.db.selectFrom('users').selectAll().orderBy('userId').execute();
    expect(await resetAdminPassword(deps, 'a@b.co')).toBeNull();
    expect(await resetAdminPassword(deps, 'nobody@example.com')).toBeNull();
    expect(await t.db.selectFrom('users').selectAll().orderBy('userId').execute()).toEqual(before);
  });
});
