import type { Generated, Selectable } from 'kysely';

/** Orders and what leads to them: for now the shoppers' own photos for custom frames. */
export interface CustomPhotosTable {
  photoId: Generated<number>;
  photoKey: string;
  ownerUserId: number | null;
  clientAddress: string;
  originalExt: string;
  width: number;
  height: number;
  previewWidth: number;
  previewHeight: number;
  bytes: number;
  createdAt: number;
  orderedAt: number | null;
}
export type CustomPhotoRow = Selectable<CustomPhotosTable>;

export interface OrdersTables {
  custom_photos: CustomPhotosTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_events: OrderEventsTable;
  saved_carts: SavedCartsTable;
}

/** An order (issue 11): money in paise, status 1 to 5, booleans as 0/1. */
export interface OrdersTable {
  orderId: Generated<number>;
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
  subtotalPaise: number;
  shippingPaise: number;
  gstPaise: number;
  grandTotalPaise: number;
  gstRatePercent: number;
  status: Generated<number>;
  paymentStatus: Generated<string>;
  stockReserved: Generated<number>;
  hasPrelisted: Generated<number>;
  hasCustom: Generated<number>;
  createdAt: number;
  updatedAt: number;
  deletedAt: number | null;
  /** Refunded so far; sales subtract it. */
  refundedPaise: Generated<number>;
  /** Why the admin should look (an amount mismatch, a failed refund); null when nothing. */
  paymentFlag: string | null;
  paidAt: number | null;
  /** The discount code the order was placed with (upper-case), or null. */
  couponCode: string | null;
  /** What the code took off, paise: grandTotal = subtotal + shipping - discount. */
  discountPaise: Generated<number>;
  /** 'phonepe' | 'cod' (issue 23); cash on delivery is paid when the admin records the cash. */
  paymentMethod: Generated<string>;
  /** The COD fee inside grandTotalPaise (0 for PhonePe). */
  codFeePaise: Generated<number>;
  /** The shipment as it left: carrier name, AWB and tracking link (null until shipped). */
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
}
export type OrderRow = Selectable<OrdersTable>;

export interface OrderItemsTable {
  orderItemId: Generated<number>;
  orderId: number;
  position: number;
  productType: string;
  frameSizeId: number | null;
  /** The frame a ready-made line bought (null for custom lines); kept if the frame goes. */
  frameId: number | null;
  quantity: number;
  unitPricePaise: number;
  totalPaise: number;
  /** This line's share of the order's discount, paise (its GST is on totalPaise - this). */
  discountPaise: Generated<number>;
  /** JSON, checked by the contract's orderItemSnapshot schema on read. */
  snapshot: string;
}
export type OrderItemRow = Selectable<OrderItemsTable>;

export interface OrderEventsTable {
  eventId: Generated<number>;
  orderId: number;
  at: number;
  actorUserId: number | null;
  actor: string;
  kind: string;
  detail: string;
}
export type OrderEventRow = Selectable<OrderEventsTable>;

/** A signed-in shopper's cart (issue 24): its lines as JSON, checked by the contract on read. */
export interface SavedCartsTable {
  userId: number;
  lines: string;
  updatedAt: number;
}
