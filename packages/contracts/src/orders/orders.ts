import { z } from 'zod';
import { FRAME_SHAPES, type FrameShape } from '../catalogue/constants';
import { enteredCouponCode } from '../coupons/coupons';
import { idParam, requiredText } from '../shared/text';
import { cropRect, customLine, readyMadeLine } from './cart';
import { MAX_CART_LINES } from './cart-limits';
import { type PaymentMethod, paymentMethod, trackingNumber } from './fulfilment';
import {
  type OrderStatus,
  type OrderStatusLabel,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from './statuses';

/** The 28 states and 8 union territories, as the checkout's State list offers them. */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];

/** A shopper may cancel within this long of ordering, before the order ships (spec section 9). */
export const CANCEL_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** The admin list's page size (issue 11). */
export const ORDERS_PAGE_SIZE = 10;

export const orderStatus = z
  .number({ error: 'Choose a status' })
  .int('Choose a status')
  .min(1, 'Choose a status')
  .max(5, 'Choose a status');

/** The PIN code and mobile rules as the shopper reads them (issue 24): the real rule, not just the length. */
export const ADDRESS_MESSAGES = {
  postalCode: 'Enter a valid 6-digit PIN code (it cannot start with 0)',
  phone: 'Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9',
} as const;

/** The checkout's address form; the e-mail is the account's, never a form field. */
export const shippingAddress = z.strictObject({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  address: requiredText('Address', 300),
  apt: z
    .string()
    .trim()
    .max(150, 'Apartment must be at most 150 characters')
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  city: requiredText('City', 100),
  state: z.enum(INDIAN_STATES, { error: 'Choose a state or union territory' }),
  postalCode: z
    .string({ error: 'PIN code is required' })
    .trim()
    .regex(/^[1-9][0-9]{5}$/, ADDRESS_MESSAGES.postalCode),
  phone: z
    .string({ error: 'Mobile number is required' })
    .trim()
    .regex(/^[6-9][0-9]{9}$/, ADDRESS_MESSAGES.phone),
});
export type ShippingAddress = z.output<typeof shippingAddress>;

/** Checkout lines are the cart's lines, minus the price the shopper last saw. */
export const orderLine = z.discriminatedUnion(
  'kind',
  [readyMadeLine.omit({ seenUnitPrice: true }), customLine.omit({ seenUnitPrice: true })],
  { error: 'Each line must be a ready-made or a custom frame' },
);
export type OrderLine = z.output<typeof orderLine>;

/** Placing an order: money, status and owner are the server's; any such key is a 400. */
export const checkoutInput = z.strictObject({
  shipping: shippingAddress,
  lines: z
    .array(orderLine)
    .min(1, 'Your cart is empty')
    .max(MAX_CART_LINES, `At most ${MAX_CART_LINES} lines in an order`),
  /** A discount code (issue 23); refused with its reason when it does not apply. */
  couponCode: enteredCouponCode.optional(),
  /** PhonePe (when left out) unless the shopper chose cash on delivery (issue 23). */
  paymentMethod: paymentMethod.optional(),
});
export type CheckoutInput = z.input<typeof checkoutInput>;

/** The legacy client's POST /order/create items (issue 11), turned into checkout lines. */
const legacyPrelisted = z.strictObject({
  productType: z.literal('pre-listed'),
  frameId: idParam,
  sizeId: idParam,
  quantity: readyMadeLine.shape.quantity,
});
const legacyCustom = z.strictObject({
  productType: z.literal('custom'),
  uploadKey: customLine.shape.photoKey,
  crop: cropRect,
  width: customLine.shape.widthIn,
  height: customLine.shape.heightIn,
  sizeId: customLine.shape.sizeId,
  materialId: idParam,
  frameMaterialId: idParam,
  frameShape: customLine.shape.shape,
  thicknessId: idParam,
  instructions: customLine.shape.instructions,
  quantity: customLine.shape.quantity,
});
export const legacyCheckoutInput = z
  .strictObject({
    shipping: shippingAddress,
    items: z
      .array(
        z.discriminatedUnion('productType', [legacyPrelisted, legacyCustom], {
          error: "Each item must have productType 'pre-listed' or 'custom'",
        }),
      )
      .min(1, 'Your cart is empty')
      .max(MAX_CART_LINES, `At most ${MAX_CART_LINES} lines in an order`),
    couponCode: enteredCouponCode.optional(),
    paymentMethod: paymentMethod.optional(),
  })
  .transform(({ shipping, items, couponCode, paymentMethod }) => ({
    shipping,
    couponCode,
    paymentMethod,
    lines: items.map(
      (item): OrderLine =>
        item.productType === 'pre-listed'
          ? { kind: 'ready', frameId: item.frameId, sizeId: item.sizeId, quantity: item.quantity }
          : {
              kind: 'custom',
              photoKey: item.uploadKey,
              crop: item.crop,
              widthIn: item.width,
              heightIn: item.height,
              sizeId: item.sizeId,
              materialId: item.materialId,
              frameMaterialId: item.frameMaterialId,
              shape: item.frameShape,
              thicknessId: item.thicknessId,
              instructions: item.instructions,
              quantity: item.quantity,
            },
    ),
  }));

/** What an order item keeps of the catalogue at order time (stored as JSON, checked on read). */
export const orderItemSnapshot = z.discriminatedUnion('productType', [
  z.object({
    productType: z.literal('pre-listed'),
    frameId: z.number(),
    sizeId: z.number(),
    frameName: z.string(),
    image: z.string().nullable(),
    widthIn: z.number(),
    heightIn: z.number(),
    sizeLabel: z.string(),
  }),
  z.object({
    productType: z.literal('custom'),
    photoKey: z.string(),
    crop: cropRect,
    widthIn: z.number(),
    heightIn: z.number(),
    sizeId: z.number().nullable(),
    materialId: z.number(),
    material: z.string(),
    frameMaterialId: z.number(),
    frameMaterial: z.string(),
    shape: z.enum(FRAME_SHAPES),
    thicknessId: z.number(),
    thickness: z.string(),
    glassThickness: z.string().nullable(),
    instructions: z.string().nullable(),
    quote: z.object({
      areaSqFt: z.number(),
      ratePerSqft: z.number(),
      oneSideRoundPerSqft: z.number().nullable(),
    }),
  }),
]);
export type OrderItemSnapshot = z.output<typeof orderItemSnapshot>;

/** The admin list: server-side filters, search and paging (10 a page). */
export const orderListInput = z.strictObject({
  /** Without a page, every matching order (the legacy client's GET /order/getallorders). */
  page: z.number().int().min(1).max(1_000_000).optional(),
  limit: z.number().int().min(1).max(100).default(ORDERS_PAGE_SIZE),
  status: orderStatus.optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  type: z.enum(['regular', 'custom']).optional(),
  /** Epoch milliseconds, inclusive. */
  from: z.number().int().min(0).optional(),
  to: z.number().int().min(0).optional(),
  /** Order number, name, phone or e-mail. */
  search: z.string().trim().max(100).optional(),
});
export type OrderListInput = z.input<typeof orderListInput>;

export const orderIdInput = z.strictObject({ orderId: idParam });
export const myOrdersInput = z.strictObject({
  page: z.number().int().min(1).max(1_000_000).default(1),
  limit: z.number().int().min(1).max(50).default(ORDERS_PAGE_SIZE),
});
export const setStatusInput = z.strictObject({
  orderId: idParam,
  status: orderStatus,
  /** Shipped only (issue 23): a carrier on the admin's list, by name, and its AWB number. */
  carrier: requiredText('Carrier', 60).optional(),
  trackingNumber: trackingNumber.optional(),
  /** Delivered of a cash-on-delivery order: the admin confirms the cash was received. */
  cashReceived: z.boolean({ error: 'cashReceived must be true or false' }).optional(),
});
export type SetStatusInput = z.input<typeof setStatusInput>;
/** An admin's internal note on an order's timeline (never shown to the shopper). */
export const addNoteInput = z.strictObject({
  orderId: idParam,
  // The timeline's detail column is varchar(500) (migration 0006): longer was a 500 on MySQL.
  note: requiredText('Note', 500),
});
/** The CSV export takes the admin list's filters, without paging. */
export const orderExportInput = orderListInput.omit({ page: true, limit: true });
export type OrderExportInput = z.output<typeof orderExportInput>;

/** An order item in the legacy shape of spec section 3; money in rupees. */
export interface OrderItemDto {
  orderItemId: number;
  productType: 'pre-listed' | 'custom';
  quantity: number;
  /** Unit price, rupees. */
  price: number;
  totalAmount: number;
  /** Pre-listed only. */
  frameSize: {
    frameId: number;
    sizeId: number;
    frame: { name: string; images: { imageUrl: string }[] };
    size: { width: number; height: number; label: string };
  } | null;
  /** Custom only: the photo's preview path (for its holder and admins). */
  imageUrl: string | null;
  photoKey: string | null;
  crop: { x: number; y: number; width: number; height: number } | null;
  customSize: string | null;
  width: number | null;
  height: number | null;
  material: string | null;
  frameShape: FrameShape | null;
  frameMaterial: string | null;
  thickness: string | null;
  glassThickness: string | null;
  instructions: string | null;
}

/** An order in the legacy shape of spec section 3; money in rupees, dates ISO 8601. */
export interface OrderDto {
  orderId: number;
  userId: number | null;
  email: string;
  firstName: string;
  lastName: string;
  address: string;
  apt: string | null;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
  totalPrice: number;
  shippingCharge: number;
  tax: number;
  grandTotal: number;
  gstRatePercent: number;
  /** The discount code used (upper-case), or null; `discount` is what it took off, rupees. */
  couponCode: string | null;
  discount: number;
  paymentStatus: PaymentStatus;
  /** Refunded so far, rupees. */
  refunded: number;
  /** Why the admin should look at the payment (an amount mismatch, a failed refund), or null. */
  paymentFlag: string | null;
  /** When the gateway confirmed the money (ISO 8601), or null. */
  paidAt: string | null;
  /** How the shopper pays: PhonePe, or cash on delivery (issue 23). */
  paymentMethod: PaymentMethod;
  /** The COD fee inside grandTotal, rupees (0 for PhonePe). */
  codFee: number;
  /** The shipment, once Shipped with one: carrier, AWB number and the tracking link. */
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  status: OrderStatus;
  statusLabel: OrderStatusLabel;
  /** Regular (a pre-listed item) and/or custom (a custom item). */
  isRegular: boolean;
  isCustom: boolean;
  createdAt: string;
  updatedAt: string;
  orderItems: OrderItemDto[];
}

export interface OrderPage {
  data: OrderDto[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

/**
 * What a shopper's own views carry (their orders, one order, a placed or cancelled order, the
 * payment return): the order without what only admins see (`paymentFlag`). An allow-list, so a
 * field added to OrderDto for the back office stays out of the shop until it is listed here.
 */
export const SHOPPER_ORDER_KEYS = [
  'orderId',
  'userId',
  'email',
  'firstName',
  'lastName',
  'address',
  'apt',
  'city',
  'state',
  'postalCode',
  'phone',
  'totalPrice',
  'shippingCharge',
  'tax',
  'grandTotal',
  'gstRatePercent',
  'couponCode',
  'discount',
  'paymentStatus',
  'refunded',
  'paidAt',
  'paymentMethod',
  'codFee',
  'carrier',
  'trackingNumber',
  'trackingUrl',
  'status',
  'statusLabel',
  'isRegular',
  'isCustom',
  'createdAt',
  'updatedAt',
  'orderItems',
] as const satisfies readonly (keyof OrderDto)[];
export type ShopperOrderDto = Pick<OrderDto, (typeof SHOPPER_ORDER_KEYS)[number]>;

export interface ShopperOrderPage {
  data: ShopperOrderDto[];
  pagination: OrderPage['pagination'];
}
