import { deleteMyAccount, exportMyData } from '@frameshop/domain/accounts/accounts.service';
import {
  addMyAddress,
  deleteMyAddress,
  listMyAddresses,
  makeMyAddressDefault,
  updateMyAddress,
} from '@frameshop/domain/users/addresses.service';
import {
  changeMyPassword,
  listMyDevices,
  logOutDevice,
  logOutOtherDevices,
  updateMyName,
} from '@frameshop/domain/users/profile.service';
import { resendVerification } from '@frameshop/domain/users/recovery.service';
import { mutationFor, procedureFor, queryFor, runUseCase } from '../trpc';

/** Issue 22: the signed-in person's own account. */
export const accountRouter = {
  updateName: mutationFor(updateMyName),
  changePassword: mutationFor(changeMyPassword),
  devices: queryFor(listMyDevices),
  logOutDevice: procedureFor(logOutDevice).mutation(async ({ ctx, input }) => {
    const result = await runUseCase(logOutDevice, ctx.service, input);
    if (result.current) ctx.sessionCookie.clear();
    return result;
  }),
  logOutOthers: mutationFor(logOutOtherDevices),
  resendVerification: mutationFor(resendVerification),
  delete: procedureFor(deleteMyAccount).mutation(async ({ ctx, input }) => {
    const result = await runUseCase(deleteMyAccount, ctx.service, input);
    ctx.sessionCookie.clear();
    return result;
  }),
  exportData: queryFor(exportMyData),
  /** Issue 24: saved delivery addresses (users/addresses.service.ts). */
  addresses: {
    list: queryFor(listMyAddresses),
    add: mutationFor(addMyAddress),
    update: mutationFor(updateMyAddress),
    makeDefault: mutationFor(makeMyAddressDefault),
    delete: mutationFor(deleteMyAddress),
  },
};
