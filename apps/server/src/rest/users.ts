import { messageResponse } from '@frameshop/contracts/shared/responses';
import { loginResponse, signupResponse, userSchema } from '@frameshop/contracts/users/responses';
import { deleteUser } from '@frameshop/domain/accounts/accounts.service';
import { login, signup } from '@frameshop/domain/users/auth.service';
import { listUsers } from '@frameshop/domain/users/users.service';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { params, restRoute } from './route';

/** Spec section 7: /user/login, /user/signup, /user/getall, /user/delete/{userId}. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  restRoute(app, {
    method: 'POST',
    url: '/user/login',
    useCase: login,
    // The legacy contract: the user object with the bearer token and role at the top level.
    output: ({ token, expiresAt, user }) => ({
      token,
      role: user.role,
      userId: user.userId,
      name: user.name,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      expiresAt: new Date(expiresAt).toISOString(),
    }),
    response: loginResponse,
  });
  restRoute(app, {
    method: 'POST',
    url: '/user/signup',
    useCase: signup,
    status: 201,
    output: (user) => ({ message: 'Signup Successful', user }),
    response: signupResponse,
  });
  restRoute(app, {
    method: 'GET',
    url: '/user/getall',
    useCase: listUsers,
    input: () => undefined,
    response: z.array(userSchema),
  });
  restRoute(app, {
    method: 'DELETE',
    url: '/user/delete/:userId',
    useCase: deleteUser,
    input: (r) => ({ userId: params(r).userId }),
    output: () => ({ message: 'User deleted successfully!' }),
    response: messageResponse,
  });
}
