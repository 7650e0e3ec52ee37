import { ListHeader } from '../../../../components/admin/ListHeader';
import { CarriersPanel } from './CarriersPanel';
import { CodSettingsPanel } from './CodSettingsPanel';

/** /admin/delivery (issue 23): the carriers orders ship with, and cash on delivery. */
export function DeliverySettings() {
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <ListHeader title="Delivery" />
        <p className="text-sm text-stone-600">
          Setting an order Shipped asks for one of these carriers and the AWB number; the shopper
          gets the tracking link by e-mail and in My orders.
        </p>
      </div>
      <CarriersPanel />
      <CodSettingsPanel />
    </div>
  );
}
