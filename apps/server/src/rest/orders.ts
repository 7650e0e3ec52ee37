import {
  orderPageSchema,
  orderStatusSetResponse,
  shopperOrderPageSchema,
  shopperOrderResponse,
} from '@frameshop/contracts/orders/responses';
import { messageResponse } from '@frameshop/contracts/shared/responses';
import { myOrders } from '@frameshop/domain/orders/my-orders.service';
import {
  deleteOrder,
  listOrders,
  setOrderStatus,
} from '@frameshop/domain/orders/order-admin.service';
import { exportOrdersCsv } from '@frameshop/domain/orders/order-export.service';
import { placeOrderLegacy } from '@frameshop/domain/orders/orders.service';
import type { FastifyInstance } from 'fastify';
import { params, restRoute } from './route';

/**
 * Spec section 7 and issue 11: /order. The use cases are in packages/domain/src/orders.
 */
export async function orderRoutes(app: FastifyInstance): Promise<void> {
  // Every order when no page is given (the legacy client); `page` and `limit` page it.
  restRoute(app, {
    method: 'GET',
    url: '/order/getallorders',
    useCase: listOrders,
    input: (r) => r.query,
    response: orderPageSchema,
  });
  // The admin list's filters as query text; streamed (issue 11).
  restRoute(app, {
    method: 'GET',
    url: '/order/export.csv',
    useCase: exportOrdersCsv,
    input: (r) => r.query,
    headers: (file) => ({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${file.filename}"`,
      'cache-control': 'no-store',
    }),
    output: (file) => file.body,
    produces: 'text/csv',
  });
  restRoute(app, {
    method: 'PUT',
    url: '/order/updatestatus/:orderId',
    useCase: setOrderStatus,
    input: (r) => ({ ...(r.body as object), orderId: params(r).orderId }),
    response: orderStatusSetResponse,
  });
  // Admin only, although the legacy client sent no token (spec section 6).
  restRoute(app, {
    method: 'DELETE',
    url: '/order/delete/:orderId',
    useCase: deleteOrder,
    input: (r) => ({ orderId: params(r).orderId }),
    response: messageResponse,
  });
  restRoute(app, {
    method: 'POST',
    url: '/order/create',
    useCase: placeOrderLegacy,
    status: 201,
    output: (data) => ({ data }),
    response: shopperOrderResponse,
  });
  restRoute(app, {
    method: 'GET',
    url: '/order/myorders',
    useCase: myOrders,
    input: (r) => r.query,
    output: (result) => ({ data: result.data, pagination: result.pagination }),
    response: shopperOrderPageSchema,
  });
}
