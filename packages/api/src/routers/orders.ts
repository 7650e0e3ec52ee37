import { priceCart } from '@frameshop/domain/orders/cart.service';
import {
  codSettings,
  createCarrier,
  deleteCarrier,
  listCarriers,
  saveCodSettings,
  updateCarrier,
} from '@frameshop/domain/orders/fulfilment.service';
import { cancelMyOrder, myOrderById, myOrders } from '@frameshop/domain/orders/my-orders.service';
import {
  addOrderNote,
  deleteOrder,
  listOrders,
  orderById,
  setOrderStatus,
} from '@frameshop/domain/orders/order-admin.service';
import { placeOrder } from '@frameshop/domain/orders/orders.service';
import { getPhoto } from '@frameshop/domain/orders/photos.service';
import { mergeMyCart, mySavedCart, saveMyCart } from '@frameshop/domain/orders/saved-cart.service';
import { mutationFor, queryFor } from '../trpc';

/**
 * The cart, checkout and orders. `cart.price` is public and never cached: it reads live prices
 * and stock. Photos are uploaded through the multipart REST route POST /api/photos (tRPC
 * carries JSON); `photos.get` reads one by its key.
 *
 * Each procedure's handler is the use case it names, in packages/domain/src/orders:
 * `orders.place` is `placeOrder`, `orders.mine` is `myOrders`, `orders.mineById` is
 * `myOrderById`, `orders.cancelMine` is `cancelMyOrder` (my-orders.service.ts), and the
 * admin's `orders.list`, `byId`, `setStatus`, `addNote`, `delete` are `listOrders`,
 * `orderById`, `setOrderStatus`, `addOrderNote`, `deleteOrder` (order-admin.service.ts). The CSV
 * export is the REST download GET /api/order/export.csv (tRPC carries JSON).
 */
export const ordersRouter = {
  cart: {
    price: queryFor(priceCart),
    /** Issue 24: the signed-in shopper's cart kept on the server (saved-cart.service.ts). */
    saved: queryFor(mySavedCart),
    save: mutationFor(saveMyCart),
    merge: mutationFor(mergeMyCart),
  },
  photos: {
    get: queryFor(getPhoto),
  },
  place: mutationFor(placeOrder),
  mine: queryFor(myOrders),
  mineById: queryFor(myOrderById),
  cancelMine: mutationFor(cancelMyOrder),
  list: queryFor(listOrders),
  byId: queryFor(orderById),
  setStatus: mutationFor(setOrderStatus),
  addNote: mutationFor(addOrderNote),
  delete: mutationFor(deleteOrder),
  /** Shipment tracking and cash on delivery (issue 23): fulfilment.service.ts. */
  carriers: {
    list: queryFor(listCarriers),
    create: mutationFor(createCarrier),
    update: mutationFor(updateCarrier),
    delete: mutationFor(deleteCarrier),
  },
  cod: {
    settings: queryFor(codSettings),
    save: mutationFor(saveCodSettings),
  },
};
