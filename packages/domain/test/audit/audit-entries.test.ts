import { toNumber } from '@frameshop/db/rows';
import type { AuditLogRow } from '@frameshop/db/schema';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeAll, describe, expect, it } from 'vitest';
import { deleteUser } from '../../src/accounts/accounts.service';
import { isSecretField } from '../../src/audit/audit.published';
import { frameMaterials, materials, thicknesses } from '../../src/catalogue/attributes.service';
import { createFrame, deleteFrame, updateFrame } from '../../src/catalogue/frames.service';
import { oneSidePrices, pairPrices } from '../../src/catalogue/prices.service';
import { createSize, deleteSize, updateSize } from '../../src/catalogue/sizes.service';
import { replyToContact } from '../../src/content/contact-replies.service';
import { deleteContact, setContactStatus, submitContact } from '../../src/content/contacts.service';
import { createNews, deleteNews, updateNews } from '../../src/content/news.service';
import { createPost, deletePost, updatePost } from '../../src/content/posts.service';
import { createReview, deleteReview } from '../../src/content/reviews.service';
import { createSlider, deleteSlider, reorderSliders } from '../../src/content/sliders.service';
import { deleteWall, saveWall } from '../../src/content/wall.service';
import {
  createCoupon,
  deleteCoupon,
  pauseCoupon,
  updateCoupon,
} from '../../src/coupons/coupons.service';
import { adjustStock } from '../../src/inventory/stock-screen.service';
import { backfillInvoices } from '../../src/invoices/backfill.service';
import { saveMaterialTax, saveSellerDetails } from '../../src/invoices/invoices.service';
import {
  createCarrier,
  deleteCarrier,
  saveCodSettings,
  updateCarrier,
} from '../../src/orders/fulfilment.service';
import { cancelMyOrder } from '../../src/orders/my-orders.service';
import { addOrderNote, deleteOrder, setOrderStatus } from '../../src/orders/order-admin.service';
import { placeOrder } from '../../src/orders/orders.service';
import { checkPaymentNow, refundOrder } from '../../src/payment/payment-admin.service';
import { runPaymentWorker } from '../../src/payment/payment-worker.service';
import type { ServiceContext } from '../../src/shared/context';
import { DEFAULT_WEBHOOK_SETTINGS } from '../../src/shared/webhooks';
import { testImage } from '../../src/testing/images';
import { createApiKey, revokeApiKey } from '../../src/users/api-keys.service';
import { signup } from '../../src/users/auth.service';
import { sendResetLink } from '../../src/users/recovery.service';
import { findBuiltInRoleId } from '../../src/users/staff.repository';
import {
  createRole,
  deleteRole,
  inviteStaff,
  removeStaffRole,
  setStaffRole,
  updateRole,
} from '../../src/users/staff.service';
import { createWebhook, deleteWebhook, resendDelivery } from '../../src/webhooks/webhooks.service';
import { ctxFor } from '../helpers';
import { completed, openShop, order, pay, SHIPPING, type Shop } from '../support/shop-fixtures';
import { allUseCases, isStaffOrSystemMutation } from './use-cases';

/**
 * Every mutation a staff member, a key or a job can run writes its audit entry (decision 0025):
 * the use cases are enumerated from the source, so a new one without a case here (or a reason
 * in EXEMPT) fails the first test. Each case runs the use case once on one shared shop per
 * engine and reads the entries written since: action, actor, ip, entity, id and the fields
 * that changed. Images only where a use case refuses to run without one (32 px).
 */

/** Mutations that change no shop data, each with why. */
const EXEMPT: Record<string, string> = {
  'seed.demoAccounts': 'first-start demo data on an empty database, before anyone can sign in',
  'seed.demoCatalogue':
    'first-start demo data; the admin use cases it runs write their own entries',
  'seed.demoContent': 'first-start demo data on an empty database',
  'seed.demoOrders': 'first-start demo data on an empty database',
  'photos.expire': "removes visitors' uploaded photos no order took: not shop data",
  'mail.deliver': "sends queued mail: only the outbox's delivery state changes",
  'mail.prune': 'the mail outbox retention (decision 0023)',
  'webhooks.deliver': 'sends queued deliveries: only their delivery state changes',
  'audit.prune': 'the log’s own retention sweep (decision 0025)',
};

const ADMIN_IP = '203.0.113.7';

interface Expected {
  entity: string;
  entityId: string | number;
  /** Fields (and their values) the entry must show before/after; absent: not checked. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  actor?: { kind: string; userId?: number | null; apiKeyId?: number | null; name?: string };
}

type Case = () => Promise<Expected>;

describeEachDialect('audit log: every staff and system mutation writes its entry', (t) => {
  let shop: Shop;
  let adminId: number;
  let materialId: number;
  let frameMaterialId: number;
  const state: Record<string, number> = {};
  let image: Buffer;

  beforeAll(async () => {
    shop = await openShop(t, 20, {
      throttle: { attempt: async () => {}, forgive: async () => {} },
      webhooks: { ...DEFAULT_WEBHOOK_SETTINGS, allowPrivate: true },
    });
    adminId = (shop.admin.actor as { userId: number }).userId;
    const m = await t.db.selectFrom('materials').select('materialId').executeTakeFirstOrThrow();
    const fm = await t.db
      .selectFrom('frame_materials')
      .select('frameMaterialId')
      .executeTakeFirstOrThrow();
    materialId = toNumber(m.materialId);
    frameMaterialId = toNumber(fm.frameMaterialId);
    image = await testImage('jpeg', 32, 32);
  }, 60_000);

  const frameInput = (name: string) => ({
    name,
    basePrice: 900,
    description: 'A frame',
    colors: ['Black'],
    materialId,
    frameMaterialId,
    frameShape: 'Rectangle',
    weight: 1,
    origin: 'Jaipur',
    careInstruction: [],
    includes: [],
    isNewArrival: false,
    isOffer: false,
    sizes: [{ sizeId: shop.sizeId, price: 900, offer_price: null, total_qty: 3 }],
  });
  const coupon = { code: 'AUDIT10', kind: 'percent' as const, value: 10 };
  const verifyShopper = () =>
    t.db
      .updateTable('users')
      .set({ emailVerifiedAt: Date.now() })
      .where('userId', '=', (shop.shopper.actor as { userId: number }).userId)
      .execute();

  /** In the order they run: later cases use what earlier ones made (kept in `state`). */
  const CASES: Record<string, Case> = {
    'materials.create': async () => {
      const m = await materials.create.run(shop.admin, { name: 'Linen' });
      state.material = m.materialId;
      return { entity: 'material', entityId: m.materialId, before: null, after: { name: 'Linen' } };
    },
    'materials.update': async () => {
      await materials.update.run(shop.admin, { id: state.material, name: 'Linen 2' });
      return {
        entity: 'material',
        entityId: state.material,
        before: { name: 'Linen' },
        after: { name: 'Linen 2' },
      };
    },
    'materials.delete': async () => {
      await materials.remove.run(shop.admin, { id: state.material });
      return {
        entity: 'material',
        entityId: state.material,
        before: { name: 'Linen 2' },
        after: null,
      };
    },
    'frameMaterials.create': async () => {
      const m = await frameMaterials.create.run(shop.admin, { name: 'Sheesham' });
      state.frameMaterial = m.frameMaterialId;
      return { entity: 'frameMaterial', entityId: m.frameMaterialId, after: { name: 'Sheesham' } };
    },
    'frameMaterials.update': async () => {
      await frameMaterials.update.run(shop.admin, { id: state.frameMaterial, name: 'Rosewood' });
      return {
        entity: 'frameMaterial',
        entityId: state.frameMaterial,
        before: { name: 'Sheesham' },
        after: { name: 'Rosewood' },
      };
    },
    'frameMaterials.delete': async () => {
      await frameMaterials.remove.run(shop.admin, { id: state.frameMaterial });
      return { entity: 'frameMaterial', entityId: state.frameMaterial, after: null };
    },
    'thicknesses.create': async () => {
      const th = await thicknesses.create.run(shop.admin, { name: '3mm' });
      state.thickness = th.thicknessId;
      return { entity: 'thickness', entityId: th.thicknessId, after: { name: '3mm' } };
    },
    'thicknesses.update': async () => {
      await thicknesses.update.run(shop.admin, { id: state.thickness, name: '5mm' });
      return {
        entity: 'thickness',
        entityId: state.thickness,
        before: { name: '3mm' },
        after: { name: '5mm' },
      };
    },
    'thicknesses.delete': async () => {
      await thicknesses.remove.run(shop.admin, { id: state.thickness });
      return {
        entity: 'thickness',
        entityId: state.thickness,
        before: { name: '5mm' },
        after: null,
      };
    },
    'sizes.create': async () => {
      const s = await createSize.run(shop.admin, { width: 8, height: 10 });
      state.size = s.sizeId;
      return { entity: 'size', entityId: s.sizeId, before: null, after: { label: s.label } };
    },
    'sizes.update': async () => {
      await updateSize.run(shop.admin, { sizeId: state.size, width: 8, height: 12 });
      return {
        entity: 'size',
        entityId: state.size,
        before: { height: 10 },
        after: { height: 12 },
      };
    },
    'sizes.delete': async () => {
      await deleteSize.run(shop.admin, { sizeId: state.size });
      return { entity: 'size', entityId: state.size, after: null };
    },
    'prices.addPair': async () => {
      await pairPrices.add.run(shop.admin, { materialId, frameMaterialId, pricePerSqft: 100 });
      return {
        entity: 'pairPrice',
        entityId: `${materialId}:${frameMaterialId}`,
        before: null,
        after: { pricePaise: 10_000 },
      };
    },
    'prices.updatePair': async () => {
      await pairPrices.update.run(shop.admin, { materialId, frameMaterialId, pricePerSqft: 120 });
      return {
        entity: 'pairPrice',
        entityId: `${materialId}:${frameMaterialId}`,
        before: { pricePaise: 10_000 },
        after: { pricePaise: 12_000 },
      };
    },
    'prices.deletePair': async () => {
      await pairPrices.remove.run(shop.admin, { materialId, frameMaterialId });
      return {
        entity: 'pairPrice',
        entityId: `${materialId}:${frameMaterialId}`,
        before: { pricePaise: 12_000 },
        after: null,
      };
    },
    'prices.addOneSide': async () => {
      await oneSidePrices.add.run(shop.admin, { materialId, pricePerSqft: 50 });
      return { entity: 'oneSidePrice', entityId: materialId, after: { pricePaise: 5_000 } };
    },
    'prices.updateOneSide': async () => {
      await oneSidePrices.update.run(shop.admin, { materialId, pricePerSqft: 55 });
      return {
        entity: 'oneSidePrice',
        entityId: materialId,
        before: { pricePaise: 5_000 },
        after: { pricePaise: 5_500 },
      };
    },
    'prices.deleteOneSide': async () => {
      await oneSidePrices.remove.run(shop.admin, { materialId });
      return { entity: 'oneSidePrice', entityId: materialId, before: { pricePaise: 5_500 } };
    },
    'frames.create': async () => {
      const f = await createFrame.execute(shop.admin, frameInput('Walnut Slim'), []);
      state.frame = f.frameId;
      return { entity: 'frame', entityId: f.frameId, before: null, after: { name: 'Walnut Slim' } };
    },
    'frames.update': async () => {
      await updateFrame.execute(
        shop.admin,
        { ...frameInput('Walnut Wide'), frameId: state.frame },
        [],
      );
      return {
        entity: 'frame',
        entityId: state.frame,
        before: { name: 'Walnut Slim' },
        after: { name: 'Walnut Wide' },
      };
    },
    'frames.delete': async () => {
      await deleteFrame.run(shop.admin, { frameId: state.frame });
      return {
        entity: 'frame',
        entityId: state.frame,
        before: { name: 'Walnut Wide' },
        after: null,
      };
    },
    'stock.adjust': async () => {
      await adjustStock.run(shop.admin, {
        frameSizeId: shop.frameSizeId,
        kind: 'received',
        quantity: 2,
        reason: 'Delivery from Jaipur',
      });
      return {
        entity: 'frameSize',
        entityId: shop.frameSizeId,
        before: { remaining: 20 },
        after: { remaining: 22 },
      };
    },
    'coupons.create': async () => {
      const c = await createCoupon.run(shop.admin, createCouponInputOf(coupon));
      state.coupon = c.id;
      return {
        entity: 'coupon',
        entityId: c.id,
        before: null,
        after: { code: 'AUDIT10', value: 10 },
      };
    },
    'coupons.update': async () => {
      await updateCoupon.run(shop.admin, {
        ...createCouponInputOf({ ...coupon, value: 15 }),
        id: state.coupon,
      });
      // Only what changed: the value (updatedAt moves on every save and is left out).
      return {
        entity: 'coupon',
        entityId: state.coupon,
        before: { value: 10 },
        after: { value: 15 },
      };
    },
    'coupons.pause': async () => {
      await pauseCoupon.run(shop.admin, { id: state.coupon, paused: true });
      return {
        entity: 'coupon',
        entityId: state.coupon,
        before: { paused: 0 },
        after: { paused: 1 },
      };
    },
    'coupons.delete': async () => {
      await deleteCoupon.run(shop.admin, { id: state.coupon });
      return { entity: 'coupon', entityId: state.coupon, before: { code: 'AUDIT10' }, after: null };
    },
    'news.create': async () => {
      const n = await createNews.execute(
        shop.admin,
        { title: 'Diwali hours', author: 'Shop', shortDesc: 'Open late', sections: [] },
        [],
      );
      state.news = n.newsId;
      return { entity: 'news', entityId: n.newsId, after: { title: 'Diwali hours' } };
    },
    'news.update': async () => {
      await updateNews.execute(
        shop.admin,
        { newsId: state.news, title: 'Holi hours', author: 'Shop', shortDesc: 'Open late' },
        [],
      );
      return {
        entity: 'news',
        entityId: state.news,
        before: { title: 'Diwali hours' },
        after: { title: 'Holi hours' },
      };
    },
    'news.delete': async () => {
      await deleteNews.run(shop.admin, { newsId: state.news });
      return { entity: 'news', entityId: state.news, before: { title: 'Holi hours' }, after: null };
    },
    'posts.create': async () => {
      const link = 'https://www.instagram.com/p/abc/';
      const p = await createPost.run(shop.admin, { instagramLink: link }, [image]);
      state.post = p.postId;
      return { entity: 'post', entityId: p.postId, after: { instagramLink: link } };
    },
    'posts.update': async () => {
      const link = 'https://www.instagram.com/p/xyz/';
      await updatePost.run(shop.admin, { postId: state.post, instagramLink: link }, []);
      return { entity: 'post', entityId: state.post, after: { instagramLink: link } };
    },
    'posts.delete': async () => {
      await deletePost.run(shop.admin, { postId: state.post });
      return { entity: 'post', entityId: state.post, after: null };
    },
    'sliders.create': async () => {
      const s = await createSlider.run(shop.admin, undefined, [image]);
      state.slider = s.sliderId;
      return { entity: 'slider', entityId: s.sliderId, before: null };
    },
    'sliders.reorder': async () => {
      const second = await createSlider.run(shop.admin, undefined, [image]);
      await reorderSliders.run(shop.admin, { sliderIds: [second.sliderId, state.slider] });
      return {
        entity: 'slider',
        entityId: 'all',
        before: { order: [state.slider, second.sliderId] },
        after: { order: [second.sliderId, state.slider] },
      };
    },
    'sliders.delete': async () => {
      await deleteSlider.run(shop.admin, { sliderId: state.slider });
      return { entity: 'slider', entityId: state.slider, after: null };
    },
    'wall.save': async () => {
      await saveWall.run(shop.admin, { title: 'Our wall', description: 'Frames' }, [image]);
      return { entity: 'wall', entityId: 'wall', before: null, after: { title: 'Our wall' } };
    },
    'wall.delete': async () => {
      await deleteWall.run(shop.admin, undefined);
      return { entity: 'wall', entityId: 'wall', before: { title: 'Our wall' }, after: null };
    },
    'reviews.delete': async () => {
      const r = await createReview.run(shop.shopper, {
        frameId: shop.frameId,
        rating: 4,
        title: 'Lovely',
        review: 'Neat',
      });
      await deleteReview.run(shop.admin, { ratingId: r.ratingId });
      return {
        entity: 'review',
        entityId: r.ratingId,
        before: { frameId: shop.frameId, rating: 4 },
        after: null,
      };
    },
    'contacts.setStatus': async () => {
      await submitContact.execute(ctxFor(shop.deps), {
        name: 'Kiran',
        email: 'kiran@example.com',
        message: 'Do you frame posters?',
      });
      const c = await t.db.selectFrom('contacts').select('contactId').executeTakeFirstOrThrow();
      state.contact = toNumber(c.contactId);
      await setContactStatus.run(shop.admin, { contactId: state.contact, status: 'pending' });
      return {
        entity: 'contact',
        entityId: state.contact,
        before: { status: 'new' },
        after: { status: 'pending' },
      };
    },
    'contacts.reply': async () => {
      await replyToContact.run(shop.admin, { contactId: state.contact, message: 'Yes, we do.' });
      return { entity: 'contact', entityId: state.contact, after: { status: 'closed' } };
    },
    'contacts.delete': async () => {
      await deleteContact.run(shop.admin, { contactId: state.contact });
      return {
        entity: 'contact',
        entityId: state.contact,
        before: { status: 'closed' },
        after: null,
      };
    },
    'orders.carriers.create': async () => {
      const url = 'https://track.example/awb?n={awb}';
      const c = await createCarrier.run(shop.admin, { name: 'Blue Dart', trackingUrl: url });
      state.carrier = c.carrierId;
      return { entity: 'carrier', entityId: c.carrierId, after: { name: 'Blue Dart' } };
    },
    'orders.carriers.update': async () => {
      const url = 'https://track.example/awb?n={awb}';
      await updateCarrier.run(shop.admin, {
        carrierId: state.carrier,
        name: 'DTDC',
        trackingUrl: url,
      });
      return {
        entity: 'carrier',
        entityId: state.carrier,
        before: { name: 'Blue Dart' },
        after: { name: 'DTDC' },
      };
    },
    'orders.carriers.delete': async () => {
      await deleteCarrier.run(shop.admin, { carrierId: state.carrier });
      return { entity: 'carrier', entityId: state.carrier, before: { name: 'DTDC' }, after: null };
    },
    'orders.cod.save': async () => {
      await saveCodSettings.run(shop.admin, {
        enabled: true,
        maxOrderPaise: 1_000_000,
        feePaise: 0,
      });
      return { entity: 'codSettings', entityId: 'cod', after: { enabled: true } };
    },
    'orders.setStatus': async () => {
      state.order = (await order(shop)).orderId;
      await setOrderStatus.run(shop.admin, { orderId: state.order, status: 2 });
      return {
        entity: 'order',
        entityId: state.order,
        before: { status: 1 },
        after: { status: 2 },
      };
    },
    'orders.addNote': async () => {
      await addOrderNote.run(shop.admin, { orderId: state.order, note: 'Gift wrap' });
      return { entity: 'order', entityId: state.order, after: { note: 'Gift wrap' } };
    },
    'orders.delete': async () => {
      await deleteOrder.run(shop.admin, { orderId: state.order });
      return { entity: 'order', entityId: state.order, before: { deletedAt: null } };
    },
    'payment.checkNow': async () => {
      const placed = await order(shop);
      const { merchantOrderId } = await pay(shop, placed.orderId);
      shop.gateway.statusAnswer = completed(merchantOrderId, placed.grandTotalPaise);
      state.paid = placed.orderId;
      await checkPaymentNow.run(shop.admin, { orderId: placed.orderId });
      return {
        entity: 'order',
        entityId: placed.orderId,
        before: { paymentStatus: 'awaiting payment' },
        after: { paymentStatus: 'paid' },
      };
    },
    'payment.refund': async () => {
      await refundOrder.run(shop.admin, { orderId: state.paid, amount: 100 });
      return { entity: 'order', entityId: state.paid, after: { refundRequestedPaise: 10_000 } };
    },
    'invoices.saveSeller': async () => {
      await saveSellerDetails.run(shop.admin, {
        legalName: 'Frame Shop Private Limited',
        address: '4 Residency Road, Bengaluru 560025',
        state: 'Karnataka',
        gstin: '29AAPFU0939F1ZR',
      });
      return {
        entity: 'sellerSettings',
        entityId: 'seller',
        before: null,
        after: { state: 'Karnataka' },
      };
    },
    'invoices.saveMaterialTax': async () => {
      await saveMaterialTax.run(shop.admin, { materialId, hsn: '4414', ratePercent: 18 });
      return {
        entity: 'materialTax',
        entityId: materialId,
        before: { hsn: null },
        after: { hsn: '4414', ratePercent: 18 },
      };
    },
    'invoices.backfill': async () => {
      // The order paid above before a seller was saved has no invoice yet.
      await backfillInvoices.run(shop.admin, { expected: 1 });
      return {
        entity: 'order',
        entityId: state.paid,
        after: { invoiceNumber: expect.any(String) },
      };
    },
    'payment.work': async () => {
      await verifyShopper();
      const placed = await placeOrder.execute(shop.shopper, {
        shipping: SHIPPING,
        lines: [{ kind: 'ready', frameId: shop.frameId, sizeId: shop.sizeId, quantity: 1 }],
        paymentMethod: 'cod',
      });
      // 49 hours on: the COD order nobody confirmed is cancelled by the worker (decision 0022).
      const later = { ...shop.system, now: () => Date.now() + 49 * 3600_000 };
      await runPaymentWorker.run(later, { owner: 'audit-test' });
      return {
        entity: 'order',
        entityId: placed.orderId,
        before: { status: 1 },
        after: { status: 5 },
        actor: { kind: 'system', userId: null, name: 'System (payment-worker)' },
      };
    },
    'webhooks.create': async () => {
      const w = await createWebhook.run(shop.admin, {
        url: 'http://127.0.0.1:9/hook',
        events: ['order.placed'],
      });
      state.webhook = w.id;
      // The host only: a receiver's full URL is often its credential.
      return { entity: 'webhook', entityId: w.id, after: { host: '127.0.0.1:9' } };
    },
    'webhooks.resend': async () => {
      await order(shop);
      const d = await t.db
        .selectFrom('webhook_deliveries')
        .select('deliveryId')
        .executeTakeFirstOrThrow();
      await resendDelivery.run(shop.admin, { deliveryId: String(d.deliveryId) });
      return { entity: 'webhook', entityId: state.webhook };
    },
    'webhooks.delete': async () => {
      await deleteWebhook.run(shop.admin, { id: state.webhook });
      return { entity: 'webhook', entityId: state.webhook, after: { deleted: true } };
    },
    'apikeys.create': async () => {
      const k = await createApiKey.run(shop.admin, { name: 'ERP', scopes: ['catalogue:write'] });
      state.apiKey = k.id;
      return { entity: 'apiKey', entityId: k.id, before: null, after: { name: 'ERP' } };
    },
    'apikeys.revoke': async () => {
      // First the key at work: an entry names the key, its maker and the key's own name.
      const asKey: ServiceContext = {
        ...shop.deps,
        actor: {
          role: 'integration',
          apiKeyId: state.apiKey,
          makerUserId: adminId,
          permissions: ['catalogue:write'],
        },
        ip: '198.51.100.4',
      };
      const before = await lastId();
      await updateSize.run(asKey, { sizeId: shop.sizeId, width: 12, height: 18 });
      const [entry] = await entriesAfter(before);
      expect(entry).toMatchObject({
        action: 'sizes.update',
        actorKind: 'apiKey',
        actorApiKeyId: state.apiKey,
        actorUserId: adminId,
        actorName: 'API key "ERP"',
        ip: '198.51.100.4',
      });
      await revokeApiKey.run(shop.admin, { id: state.apiKey });
      return { entity: 'apiKey', entityId: state.apiKey, after: { revoked: true } };
    },
    'staff.roles.create': async () => {
      const role = await createRole.run(shop.admin, {
        name: 'Packer',
        permissions: ['orders:read'],
      });
      state.role = role.roleId;
      return { entity: 'role', entityId: role.roleId, before: null, after: { name: 'Packer' } };
    },
    'staff.roles.update': async () => {
      await updateRole.run(shop.admin, { roleId: state.role, name: 'Packer and shipper' });
      return {
        entity: 'role',
        entityId: state.role,
        before: { name: 'Packer' },
        after: { name: 'Packer and shipper' },
      };
    },
    'staff.setRole': async () => {
      const userId = (shop.shopper.actor as { userId: number }).userId;
      await setStaffRole.run(shop.admin, { userId, roleId: state.role });
      return {
        entity: 'user',
        entityId: userId,
        before: { staffRole: null },
        after: { staffRole: 'Packer and shipper' },
      };
    },
    'staff.removeRole': async () => {
      const userId = (shop.shopper.actor as { userId: number }).userId;
      await removeStaffRole.run(shop.admin, { userId });
      return {
        entity: 'user',
        entityId: userId,
        before: { staffRole: 'Packer and shipper' },
        after: { staffRole: null },
      };
    },
    'staff.roles.delete': async () => {
      await deleteRole.run(shop.admin, { roleId: state.role });
      return {
        entity: 'role',
        entityId: state.role,
        before: { name: 'Packer and shipper' },
        after: null,
      };
    },
    'staff.invite': async () => {
      const roleId = Number(await findBuiltInRoleId(t.db, 'fulfilment'));
      await inviteStaff.run(shop.admin, {
        email: 'packer@shop.test',
        firstName: 'Ravi',
        lastName: 'Kumar',
        roleId,
      });
      const invitation = await t.db
        .selectFrom('staff_invitations')
        .select('invitationId')
        .where('email', '=', 'packer@shop.test')
        .executeTakeFirstOrThrow();
      return {
        entity: 'invitation',
        entityId: toNumber(invitation.invitationId),
        after: { role: 'Fulfilment' },
      };
    },
    'users.sendResetLink': async () => {
      const userId = (shop.shopper.actor as { userId: number }).userId;
      await sendResetLink.run(shop.admin, { userId });
      return { entity: 'user', entityId: userId, after: { resetLinkSent: true } };
    },
    'users.delete': async () => {
      const u = await signup.execute(ctxFor(shop.deps), {
        firstName: 'Ravi',
        lastName: 'K',
        email: 'ravi.audit@example.com',
        password: 'Tulsi-garden-42',
      });
      await deleteUser.run(shop.admin, { userId: u.userId });
      return { entity: 'user', entityId: u.userId, before: { role: 'user' }, after: null };
    },
  };

  async function lastId(): Promise<number> {
    const row = await t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.max('auditId').as('id'))
      .executeTakeFirst();
    return toNumber(row?.id ?? 0);
  }
  async function entriesAfter(id: number): Promise<AuditLogRow[]> {
    const rows = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('auditId', '>', id)
      .orderBy('auditId')
      .execute();
    return rows.map((r) => ({
      ...r,
      auditId: toNumber(r.auditId),
      actorUserId: r.actorUserId === null ? null : toNumber(r.actorUserId),
      actorApiKeyId: r.actorApiKeyId === null ? null : toNumber(r.actorApiKeyId),
    }));
  }

  it('has a case or a stated exemption for every staff and system mutation, and no stale ones', async () => {
    const names = (await allUseCases()).filter(isStaffOrSystemMutation).map((u) => u.name);
    const covered = new Set([...Object.keys(CASES), ...Object.keys(EXEMPT)]);
    expect(names.filter((n) => !covered.has(n))).toEqual([]);
    expect([...covered].filter((n) => !names.includes(n))).toEqual([]);
  }, 60_000);

  describe('each mutation', () => {
    for (const [name, run] of Object.entries(CASES)) {
      it(name, async () => {
        const mark = await lastId();
        const prior = await entriesAfter(0);
        const want = await run();
        // Append-only: no use case changes or removes an entry already written (decision
        // 0025), deleting the acting user, a key or the entity itself included.
        expect((await entriesAfter(0)).slice(0, prior.length)).toEqual(prior);
        const entries = (await entriesAfter(mark)).filter((e) => e.action === name);
        const entry = entries.find(
          (e) => e.entity === want.entity && e.entityId === String(want.entityId),
        );
        expect(entry, `${name}: entries ${JSON.stringify(entries)}`).toBeDefined();
        if (!entry) return;
        const actor = want.actor ?? { kind: 'staff', userId: adminId, name: 'Shop Admin' };
        expect({
          kind: entry.actorKind,
          userId: entry.actorUserId,
          ...(actor.name ? { name: entry.actorName } : {}),
        }).toEqual({
          kind: actor.kind,
          userId: actor.userId ?? null,
          ...(actor.name ? { name: actor.name } : {}),
        });
        expect(entry.ip).toBe(actor.kind === 'system' ? '127.0.0.1' : ADMIN_IP);
        expect(toNumber(entry.at)).toBeGreaterThan(Date.now() - 60_000);
        const before = entry.before === null ? null : JSON.parse(entry.before);
        const after = entry.after === null ? null : JSON.parse(entry.after);
        if (want.before === null) expect(before).toBeNull();
        else if (want.before) expect(before).toMatchObject(want.before);
        if (want.after === null) expect(after).toBeNull();
        else if (want.after) expect(after).toMatchObject(want.after);
        // Changed fields only: nothing listed on both sides with the same value.
        if (before && after) {
          for (const key of Object.keys(after)) {
            expect(JSON.stringify(after[key]), `${name}: ${key} unchanged`).not.toBe(
              JSON.stringify(before[key] ?? null),
            );
          }
        }
      }, 30_000);
    }
  });

  it("keeps no invitee's address, reviewer's words or receiver's full URL in any entry", async () => {
    const all = JSON.stringify(await entriesAfter(0));
    // What the cases above wrote: an invitation, a deleted review, a webhook endpoint.
    expect(all).toContain('"invitation"');
    for (const personal of ['packer@shop.test', 'Neat', 'Lovely', '/hook']) {
      expect(all, personal).not.toContain(personal);
    }
  });

  it("shows a shopper's own order actions on the order's history, without their name", async () => {
    const mark = await lastId();
    const placed = await order(shop);
    await cancelMyOrder.run(shop.shopper, { orderId: placed.orderId });
    const entries = (await entriesAfter(mark)).filter(
      (e) => e.entity === 'order' && e.entityId === String(placed.orderId),
    );
    const userId = (shop.shopper.actor as { userId: number }).userId;
    expect(entries.map((e) => [e.action, e.actorKind, e.actorUserId, e.actorName])).toEqual([
      ['orders.place', 'shopper', userId, `Shopper #${userId}`],
      ['orders.cancelMine', 'shopper', userId, `Shopper #${userId}`],
    ]);
    expect(JSON.parse(entries[0]?.after ?? '{}')).not.toHaveProperty('phone');
    expect(JSON.stringify(entries)).not.toContain(SHIPPING.phone);
  });

  it('never writes a password hash, token, key or secret, at any depth', async () => {
    const rows = await entriesAfter(0);
    const keys = (value: unknown): string[] =>
      value && typeof value === 'object'
        ? Object.entries(value).flatMap(([k, v]) => [k, ...keys(v)])
        : [];
    const secretKeys = rows.flatMap((r) =>
      [r.before, r.after].flatMap((text) => (text ? keys(JSON.parse(text)) : [])),
    );
    expect(secretKeys.filter(isSecretField)).toEqual([]);
    const all = JSON.stringify(rows);
    // The key's shown prefix (fsk_ and 4 characters) is no secret; the key itself is longer.
    expect(all).not.toMatch(/keyHash|passwordHash|"secret"|enc1:|fsk_[A-Za-z0-9]{8}/);
  });
});

function createCouponInputOf(c: { code: string; kind: 'percent'; value: number }) {
  return { ...c, minSubtotal: 0, appliesTo: 'all' as const, frameIds: [], paused: false };
}
