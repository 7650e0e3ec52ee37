import { priceCart } from '@frameshop/domain/orders/cart.service';
import { getPhoto } from '@frameshop/domain/orders/photos.service';
import { queryFor } from '../trpc';

/**
 * The cart and, with the orders issue, checkout and orders. `cart.price` is public and never
 * cached: it reads live prices and stock. Photos are uploaded through the multipart REST
 * route POST /api/photos (tRPC carries JSON); `photos.get` reads one by its key.
 *
 * Each procedure's handler is the use case it names, in packages/domain/src/orders.
 */
export const ordersRouter = {
  cart: {
    price: queryFor(priceCart),
  },
  photos: {
    get: queryFor(getPhoto),
  },
};
