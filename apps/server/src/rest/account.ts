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
import { params, restRoute } from './route';

/** Issue 22: recovering and managing an account (README, "Accounts"). */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  // 202 whether or not the address has an account: the same body, the same status.
  restRoute(app, {
    method: 'POST',
    url: '/user/forgot-password',
    useCase: forgotPassword,
    status: 202,
  });
  restRoute(app, { method: 'POST', url: '/user/reset-password', useCase: resetPassword });
  restRoute(app, { method: 'POST', url: '/user/verify-email', useCase: verifyEmail });
  restRoute(app, {
    method: 'POST',
    url: '/user/resend-verification',
    useCase: resendVerification,
  });
  restRoute(app, { method: 'PUT', url: '/user/profile', useCase: updateMyName });
  restRoute(app, { method: 'POST', url: '/user/change-password', useCase: changeMyPassword });
  restRoute(app, {
    method: 'GET',
    url: '/user/sessions',
    useCase: listMyDevices,
    input: () => undefined,
  });
  restRoute(app, {
    method: 'DELETE',
    url: '/user/sessions/:deviceId',
    useCase: logOutDevice,
    input: (r) => ({ deviceId: params(r).deviceId }),
  });
  restRoute(app, {
    method: 'POST',
    url: '/user/sessions/logout-others',
    useCase: logOutOtherDevices,
  });
  restRoute(app, { method: 'POST', url: '/user/delete-account', useCase: deleteMyAccount });
  restRoute(app, {
    method: 'GET',
    url: '/user/export',
    useCase: exportMyData,
    input: () => undefined,
    headers: () => ({ 'content-disposition': 'attachment; filename="frameshop-my-data.json"' }),
  });
  restRoute(app, {
    method: 'POST',
    url: '/user/send-reset-link/:userId',
    useCase: sendResetLink,
    input: (r) => ({ ...(r.body as object), userId: params(r).userId }),
  });
}
