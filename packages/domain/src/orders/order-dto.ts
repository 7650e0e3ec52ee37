import { PAYMENT_METHODS } from '@frameshop/contracts/orders/fulfilment';
import {
  type OrderDto,
  type OrderItemDto,
  orderItemSnapshot,
  SHOPPER_ORDER_KEYS,
  type ShopperOrderDto,
} from '@frameshop/contracts/orders/orders';
import { photoPreviewPath } from '@frameshop/contracts/orders/photos';
import {
  ORDER_EVENT_KINDS,
  ORDER_STATUS_CODES,
  type OrderEventKind,
  oneOfSet,
  PAYMENT_STATUSES,
  statusLabel,
} from '@frameshop/contracts/orders/statuses';
import { paiseToRupees } from '@frameshop/contracts/shared/money';
import { toBool, toIso, toNumber } from '@frameshop/db/rows';
import type { OrderEventRow, OrderItemRow, OrderRow } from '@frameshop/db/schema';

/** One timeline entry: who did what, and when. */
export interface OrderEventDto {
  at: string;
  actor: string;
  kind: OrderEventKind;
  detail: string;
}

export interface OrderDetailDto extends OrderDto {
  timeline: OrderEventDto[];
}

/** The legacy shape of spec section 3, from the stored row and its items' snapshots. */
export function toOrderDto(row: OrderRow, items: OrderItemRow[]): OrderDto {
  const status = oneOfSet(ORDER_STATUS_CODES, toNumber(row.status), 'order status');
  return {
    orderId: toNumber(row.orderId),
    userId: row.userId === null ? null : toNumber(row.userId),
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    address: row.address,
    apt: row.apt,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    phone: row.phone,
    totalPrice: paiseToRupees(toNumber(row.subtotalPaise)),
    shippingCharge: paiseToRupees(toNumber(row.shippingPaise)),
    tax: paiseToRupees(toNumber(row.gstPaise)),
    grandTotal: paiseToRupees(toNumber(row.grandTotalPaise)),
    gstRatePercent: toNumber(row.gstRatePercent),
    couponCode: row.couponCode,
    discount: paiseToRupees(toNumber(row.discountPaise)),
    paymentStatus: oneOfSet(PAYMENT_STATUSES, row.paymentStatus, 'payment status'),
    refunded: paiseToRupees(toNumber(row.refundedPaise)),
    paymentFlag: row.paymentFlag,
    paidAt: row.paidAt === null ? null : toIso(row.paidAt),
    paymentMethod: oneOfSet(PAYMENT_METHODS, row.paymentMethod, 'payment method'),
    codFee: paiseToRupees(toNumber(row.codFeePaise)),
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    trackingUrl: row.trackingUrl,
    status,
    statusLabel: statusLabel(status),
    isRegular: toBool(row.hasPrelisted),
    isCustom: toBool(row.hasCustom),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
    orderItems: items.map(toOrderItemDto),
  };
}

const NO_CUSTOM = {
  imageUrl: null,
  photoKey: null,
  crop: null,
  customSize: null,
  width: null,
  height: null,
  material: null,
  frameShape: null,
  frameMaterial: null,
  thickness: null,
  glassThickness: null,
  instructions: null,
} as const;

export function toOrderItemDto(row: OrderItemRow): OrderItemDto {
  // A stored snapshot that fails its schema is our bug: the use case turns it into a 500.
  const snap = orderItemSnapshot.parse(JSON.parse(row.snapshot));
  const base = {
    orderItemId: toNumber(row.orderItemId),
    productType: snap.productType,
    quantity: toNumber(row.quantity),
    price: paiseToRupees(toNumber(row.unitPricePaise)),
    totalAmount: paiseToRupees(toNumber(row.totalPaise)),
  };
  if (snap.productType === 'pre-listed') {
    return {
      ...base,
      frameSize: {
        frameId: snap.frameId,
        sizeId: snap.sizeId,
        frame: { name: snap.frameName, images: snap.image ? [{ imageUrl: snap.image }] : [] },
        size: { width: snap.widthIn, height: snap.heightIn, label: snap.sizeLabel },
      },
      ...NO_CUSTOM,
    };
  }
  return {
    ...base,
    frameSize: null,
    imageUrl: photoPreviewPath(snap.photoKey),
    photoKey: snap.photoKey,
    crop: snap.crop,
    customSize: `${snap.widthIn}x${snap.heightIn}`,
    width: snap.widthIn,
    height: snap.heightIn,
    material: snap.material,
    frameShape: snap.shape,
    frameMaterial: snap.frameMaterial,
    thickness: snap.thickness,
    glassThickness: snap.glassThickness,
    instructions: snap.instructions,
  };
}

export function toEventDto(row: OrderEventRow): OrderEventDto {
  return {
    at: toIso(row.at),
    actor: row.actor,
    kind: oneOfSet(ORDER_EVENT_KINDS, row.kind, 'order event'),
    detail: row.detail,
  };
}

/**
 * A timeline entry as its shopper sees it: when the order was placed and each status change.
 * Notes are the admin's; payment and refund entries carry the gateway's diagnostics (codes,
 * amounts it claimed), and the shopper reads their payment from the order's payment status.
 */
export interface ShopperEventDto {
  at: string;
  kind: Extract<OrderEventKind, 'placed' | 'status'>;
  detail: string;
}
const SHOPPER_EVENT_KINDS: readonly OrderEventKind[] = ['placed', 'status'];
const forShopper = (kind: OrderEventKind): kind is ShopperEventDto['kind'] =>
  SHOPPER_EVENT_KINDS.includes(kind);

export interface ShopperOrderDetailDto extends ShopperOrderDto {
  timeline: ShopperEventDto[];
}

/** The order as its shopper sees it: only the keys of SHOPPER_ORDER_KEYS. */
export function toShopperOrder(order: OrderDto): ShopperOrderDto {
  const shown: Partial<Record<keyof OrderDto, unknown>> = {};
  for (const key of SHOPPER_ORDER_KEYS) shown[key] = order[key];
  return shown as ShopperOrderDto;
}

export function toShopperDetail(order: OrderDetailDto): ShopperOrderDetailDto {
  const timeline: ShopperEventDto[] = [];
  for (const { at, kind, detail } of order.timeline) {
    if (forShopper(kind)) timeline.push({ at, kind, detail });
  }
  return { ...toShopperOrder(order), timeline };
}
