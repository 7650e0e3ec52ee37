import { login, logout, me, signup } from '@frameshop/domain/users/auth.service';
import {
  forgotPassword,
  resetPassword,
  verifyEmail,
} from '@frameshop/domain/users/recovery.service';
import { mutationFor, procedureFor, queryFor, runUseCase } from '../trpc';

export const authRouter = {
  signup: mutationFor(signup),
  me: queryFor(me),
  forgotPassword: mutationFor(forgotPassword),
  resetPassword: mutationFor(resetPassword),
  verifyEmail: mutationFor(verifyEmail),
  // The web app's session lives in an HttpOnly cookie: the token never reaches its JavaScript.
  login: procedureFor(login).mutation(async ({ ctx, input }) => {
    const result = await runUseCase(login, ctx.service, input);
    ctx.sessionCookie.set(result.token, result.expiresAt);
    return { user: result.user };
  }),
  logout: procedureFor(logout).mutation(async ({ ctx, input }) => {
    const result = await runUseCase(logout, ctx.service, input);
    ctx.sessionCookie.clear();
    return result;
  }),
};
