import { z } from 'zod';
import { FRAME_SHAPES } from '../catalogue/constants';
import { PAYMENT_METHODS } from './fulfilment';
import type {
  OrderDto,
  OrderItemDto,
  OrderPage,
  ShopperOrderDto,
  ShopperOrderPage,
} from './orders';
import type { PhotoDto } from './photos';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './statuses';

/** The REST answers of the order paths, as the OpenAPI document states them. */
const statusCode = z.literal(ORDER_STATUSES.map((s) => s.code));
const statusLabel = z.enum(ORDER_STATUSES.map((s) => s.label));

export const orderItemSchema = z.strictObject({
  orderItemId: z.number().int(),
  productType: z.enum(['pre-listed', 'custom']),
  quantity: z.number().int(),
  price: z.number(),
  totalAmount: z.number(),
  frameSize: z
    .strictObject({
      frameId: z.number().int(),
      sizeId: z.number().int(),
      frame: z.strictObject({
        name: z.string(),
        images: z.array(z.strictObject({ imageUrl: z.string() })),
      }),
      size: z.strictObject({ width: z.number(), height: z.number(), label: z.string() }),
    })
    .nullable(),
  imageUrl: z.string().nullable(),
  photoKey: z.string().nullable(),
  crop: z
    .strictObject({ x: z.number(), y: z.number(), width: z.number(), height: z.number() })
    .nullable(),
  customSize: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  material: z.string().nullable(),
  frameShape: z.enum(FRAME_SHAPES).nullable(),
  frameMaterial: z.string().nullable(),
  thickness: z.string().nullable(),
  glassThickness: z.string().nullable(),
  instructions: z.string().nullable(),
}) satisfies z.ZodType<OrderItemDto>;

/** What a shopper sees of an order: no `paymentFlag` (orders.ts SHOPPER_ORDER_KEYS). */
const shopperOrderShape = {
  orderId: z.number().int(),
  userId: z.number().int().nullable(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  apt: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  phone: z.string(),
  totalPrice: z.number(),
  shippingCharge: z.number(),
  tax: z.number(),
  grandTotal: z.number(),
  gstRatePercent: z.number(),
  couponCode: z.string().nullable(),
  discount: z.number(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  refunded: z.number(),
  paidAt: z.string().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  codFee: z.number(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  status: statusCode,
  statusLabel,
  isRegular: z.boolean(),
  isCustom: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  orderItems: z.array(orderItemSchema),
};
export const shopperOrderSchema = z.strictObject(
  shopperOrderShape,
) satisfies z.ZodType<ShopperOrderDto>;
export const orderSchema = z.strictObject({
  ...shopperOrderShape,
  paymentFlag: z.string().nullable(),
}) satisfies z.ZodType<OrderDto>;

const orderPagination = z.strictObject({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export const orderPageSchema = z.strictObject({
  data: z.array(orderSchema),
  pagination: orderPagination,
}) satisfies z.ZodType<OrderPage>;
export const shopperOrderPageSchema = z.strictObject({
  data: z.array(shopperOrderSchema),
  pagination: orderPagination,
}) satisfies z.ZodType<ShopperOrderPage>;

export const shopperOrderResponse = z.strictObject({ data: shopperOrderSchema });
export const orderStatusSetResponse = z.strictObject({ message: z.string(), data: orderSchema });

export const photoSchema = z.strictObject({
  photoKey: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  previewUrl: z.string(),
  previewWidth: z.number().int(),
  previewHeight: z.number().int(),
}) satisfies z.ZodType<PhotoDto>;
