import {
  deleteOrder,
  listOrders,
  myOrders,
  placeOrderLegacy,
  setOrderStatus,
} from '@frameshop/domain/orders/orders.service';
import type { FastifyInstance } from 'fastify';
import { params, restRoute } from './route';

/**
 * Spec section 7 and issue 11: /order. The use cases are in
 * packages/domain/src/orders/orders.service.ts.
 */
export async function orderRoutes(app: FastifyInstance): Promise<void> {
  // Every order when no page is given (the legacy client); `page` and `limit` page it.
  restRoute(app, {
    method: 'GET',
    url: '/order/getallorders',
    useCase: listOrders,
    input: (r) => r.query,
  });
  restRoute(app, {
    method: 'PUT',
    url: '/order/updatestatus/:orderId',
    useCase: setOrderStatus,
    input: (r) => ({ ...(r.body as object), orderId: params(r).orderId }),
  });
  // Admin only, although the legacy client sent no token (spec section 6).
  restRoute(app, {
    method: 'DELETE',
    url: '/order/delete/:orderId',
    useCase: deleteOrder,
    input: (r) => ({ orderId: params(r).orderId }),
  });
  restRoute(app, {
    method: 'POST',
    url: '/order/create',
    useCase: placeOrderLegacy,
    status: 201,
    output: (data) => ({ data }),
  });
  restRoute(app, {
    method: 'GET',
    url: '/order/myorders',
    useCase: myOrders,
    input: (r) => r.query,
    output: (result) => ({ data: result.data, pagination: result.pagination }),
  });
}
