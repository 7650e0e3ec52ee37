import { couponSchema } from '@frameshop/contracts/coupons/coupons';
import { COUPON_MESSAGES } from '@frameshop/contracts/coupons/messages';
import { messageResponse } from '@frameshop/contracts/shared/responses';
import {
  createCoupon,
  deleteCoupon,
  listCoupons,
  updateCoupon,
} from '@frameshop/domain/coupons/coupons.service';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { params, restRoute } from './route';

/**
 * Issue 23: discount codes, for admins. Money is in rupees with two decimals (`value` for an
 * amount code, `minSubtotal`), as /api/order/create and the frame routes speak it.
 */
export async function couponRoutes(app: FastifyInstance): Promise<void> {
  restRoute(app, {
    method: 'POST',
    url: '/coupon/create',
    useCase: createCoupon,
    status: 201,
    output: (data) => ({ data }),
    response: z.object({ data: couponSchema }),
  });
  restRoute(app, {
    method: 'GET',
    url: '/coupon/getall',
    useCase: listCoupons,
    input: () => undefined,
    output: (data) => ({ data }),
    response: z.object({ data: z.array(couponSchema) }),
  });
  restRoute(app, {
    method: 'PUT',
    url: '/coupon/update/:id',
    useCase: updateCoupon,
    input: (r) => ({ ...(r.body as object), id: params(r).id }),
    output: (data) => ({ data }),
    response: z.object({ data: couponSchema }),
  });
  restRoute(app, {
    method: 'DELETE',
    url: '/coupon/delete/:id',
    useCase: deleteCoupon,
    input: (r) => ({ id: params(r).id }),
    output: () => ({ message: COUPON_MESSAGES.deleted }),
    response: messageResponse,
  });
}
