import { deleteUser } from '@frameshop/domain/accounts/accounts.service';
import { sendResetLink } from '@frameshop/domain/users/recovery.service';
import { listUsers } from '@frameshop/domain/users/users.service';
import { mutationFor, queryFor } from '../trpc';

export const usersRouter = {
  list: queryFor(listUsers),
  delete: mutationFor(deleteUser),
  sendResetLink: mutationFor(sendResetLink),
};
