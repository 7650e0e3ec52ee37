import { messageResponse } from '@frameshop/contracts/shared/responses';
import {
  accountDataSchema,
  deviceLoggedOutResponse,
  deviceSchema,
  othersLoggedOutResponse,
  successResponse,
  userSchema,
} from '@frameshop/contracts/users/responses';
import { deleteMyAccount, exportMyData } from '@frameshop/domain/accounts/accounts.service';
import {
  changeMyPassword,
  listMyDevices,
  logOutDevice,
  logOutOtherDevices,
  updateMyName,
} from '@frameshop/domain/users/profile.service';
import {
  forgotPassword,
  resendVerification,
  resetPassword,
  sendResetLink,
  verifyEmail,
} from '@frameshop/domain/users/recovery.service';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { params, restRoute } from './route';

/** Issue 22: recovering and managing an account (README, "Accounts"). */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  // 202 whether or not the address has an account: the same body, the same status.
  restRoute(app, {
    method: 'POST',
    url: '/user/forgot-password',
    useCase: forgotPassword,
    status: 202,
    response: messageResponse,
  });
  restRoute(app, {
    method: 'POST',
    url: '/user/reset-password',
    useCase: resetPassword,
    response: messageResponse,
  });
  restRoute(app, {
    method: 'POST',
    url: '/user/verify-email',
    useCase: verifyEmail,
    response: messageResponse,
  });
  restRoute(app, {
    method: 'POST',
    url: '/user/resend-verification',
    useCase: resendVerification,
    response: messageResponse,
  });
  restRoute(app, {
    method: 'PUT',
    url: '/user/profile',
    useCase: updateMyName,
    response: userSchema,
  });
  restRoute(app, {
    method: 'POST',
    url: '/user/change-password',
    useCase: changeMyPassword,
    response: successResponse,
  });
  restRoute(app, {
    method: 'GET',
    url: '/user/sessions',
    useCase: listMyDevices,
    input: () => undefined,
    response: z.array(deviceSchema),
  });
  restRoute(app, {
    method: 'DELETE',
    url: '/user/sessions/:deviceId',
    useCase: logOutDevice,
    input: (r) => ({ deviceId: params(r).deviceId }),
    response: deviceLoggedOutResponse,
  });
  restRoute(app, {
    method: 'POST',
    url: '/user/sessions/logout-others',
    useCase: logOutOtherDevices,
    response: othersLoggedOutResponse,
  });
  restRoute(app, {
    method: 'POST',
    url: '/user/delete-account',
    useCase: deleteMyAccount,
    response: successResponse,
  });
  restRoute(app, {
    method: 'GET',
    url: '/user/export',
    useCase: exportMyData,
    input: () => undefined,
    headers: () => ({ 'content-disposition': 'attachment; filename="frameshop-my-data.json"' }),
    response: accountDataSchema,
  });
  restRoute(app, {
    method: 'POST',
    url: '/user/send-reset-link/:userId',
    useCase: sendResetLink,
    input: (r) => ({ ...(r.body as object), userId: params(r).userId }),
    response: messageResponse,
  });
}
