import { createFileRoute } from '@tanstack/react-router';
import { SavedAddresses } from '../../features/orders/shop/addresses/SavedAddresses';
import { MyOrders } from '../../features/orders/shop/my-orders/MyOrders';
import { ProfileAccount } from '../../features/users/shop/ProfileAccount';
import { pageTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_shop/ProfilePage')({
  head: titleHead(pageTitle('Your profile')),
  component: () => (
    <>
      <ProfileAccount addresses={<SavedAddresses />} />
      <MyOrders />
    </>
  ),
});
