import { describe, expect, it } from 'vitest';
import { signupInput } from '../src/users/schemas';

const valid = {
  firstName: ' Asha ',
  lastName: 'Rao',
  email: ' Asha@Example.COM ',
  password: 'longenough',
};

describe('signup input', () => {
  it('trims names and lower-cases the email', () => {
    expect(signupInput.parse(valid)).toEqual({
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      password: 'longenough',
    });
  });

  it('says which field is wrong', () => {
    const r = signupInput.safeParse({ ...valid, password: 'short', firstName: '' });
    expect(r.success).toBe(false);
    const messages = r.error?.issues.map((i) => i.message);
    expect(messages).toContain('Password must be at least 8 characters');
    expect(messages).toContain('First name is required');
  });

  it('rejects unknown keys, including __proto__', () => {
    expect(signupInput.safeParse({ ...valid, role: 'admin' }).success).toBe(false);
    expect(
      signupInput.safeParse(
        JSON.parse(
          `{"__proto__":{"role":"admin"},"firstName":"a","lastName":"b","email":"a@b.co","password":"longenough"}`,
        ),
      ).success,
    ).toBe(false);
  });
});
