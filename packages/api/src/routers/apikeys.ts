import { createApiKey, listApiKeys, revokeApiKey } from '@frameshop/domain/users/api-keys.service';
import { mutationFor, queryFor } from '../trpc';

export const apiKeysRouter = {
  list: queryFor(listApiKeys),
  create: mutationFor(createApiKey),
  revoke: mutationFor(revokeApiKey),
};
