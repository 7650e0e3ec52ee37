import { savedCartSchema } from '@frameshop/contracts/orders/saved-cart';
import { savedAddressSchema } from '@frameshop/contracts/users/addresses';
import { mergeMyCart, mySavedCart, saveMyCart } from '@frameshop/domain/orders/saved-cart.service';
import {
  addMyAddress,
  deleteMyAddress,
  listMyAddresses,
  makeMyAddressDefault,
  updateMyAddress,
} from '@frameshop/domain/users/addresses.service';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { params, restRoute } from './route';

/** Issue 24, the shopper after the order: saved addresses and the cart kept with the account. */
export async function shopperRoutes(app: FastifyInstance): Promise<void> {
  restRoute(app, {
    method: 'GET',
    url: '/user/addresses',
    useCase: listMyAddresses,
    input: () => undefined,
    response: z.array(savedAddressSchema),
  });
  restRoute(app, {
    method: 'POST',
    url: '/user/addresses',
    useCase: addMyAddress,
    status: 201,
    response: savedAddressSchema,
  });
  restRoute(app, {
    method: 'PUT',
    url: '/user/addresses/:addressId',
    useCase: updateMyAddress,
    input: (r) => ({ ...(r.body as object), addressId: params(r).addressId }),
    response: savedAddressSchema,
  });
  restRoute(app, {
    method: 'POST',
    url: '/user/addresses/:addressId/default',
    useCase: makeMyAddressDefault,
    // Any body key reaches the strict schema: an unknown one is a 400, as on every JSON route.
    input: (r) => ({ ...(r.body as object | undefined), addressId: params(r).addressId }),
    response: z.array(savedAddressSchema),
  });
  restRoute(app, {
    method: 'DELETE',
    url: '/user/addresses/:addressId',
    useCase: deleteMyAddress,
    input: (r) => ({ addressId: params(r).addressId }),
    response: z.array(savedAddressSchema),
  });
  restRoute(app, {
    method: 'GET',
    url: '/cart',
    useCase: mySavedCart,
    input: () => undefined,
    response: savedCartSchema,
  });
  restRoute(app, {
    method: 'PUT',
    url: '/cart',
    useCase: saveMyCart,
    response: savedCartSchema,
  });
  restRoute(app, {
    method: 'POST',
    url: '/cart/merge',
    useCase: mergeMyCart,
    response: savedCartSchema,
  });
}
