import { deleteUser, listUsers } from '@frameshop/domain/users/users.service';
import { mutationFor, queryFor } from '../trpc';

export const usersRouter = {
  list: queryFor(listUsers),
  delete: mutationFor(deleteUser),
};
