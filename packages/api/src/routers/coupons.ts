import {
  createCoupon,
  deleteCoupon,
  listCoupons,
  pauseCoupon,
  updateCoupon,
} from '@frameshop/domain/coupons/coupons.service';
import { mutationFor, queryFor } from '../trpc';

/** Discount codes (issue 23), for the admin screen. */
export const couponsRouter = {
  list: queryFor(listCoupons),
  create: mutationFor(createCoupon),
  update: mutationFor(updateCoupon),
  pause: mutationFor(pauseCoupon),
  delete: mutationFor(deleteCoupon),
};
