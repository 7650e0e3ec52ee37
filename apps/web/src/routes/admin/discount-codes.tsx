import { createFileRoute } from '@tanstack/react-router';
import { CouponManagement } from '../../features/coupons/admin/CouponManagement';
import { adminTitle, titleHead } from '../../lib/page-title';
import { ADMIN_PREFETCH } from '../../lib/router-context';

export const Route = createFileRoute('/admin/discount-codes')({
  head: titleHead(adminTitle('Discount Codes')),
  loader: ({ context }) => {
    void context.trpc.coupons.list.prefetch(undefined, ADMIN_PREFETCH);
  },
  component: CouponManagement,
});
