import { Link } from '@tanstack/react-router';
import { StaticPage } from './StaticPage';

export function ShippingReturnsPage() {
  return (
    <StaticPage title="Shipping & Returns" updated="21 November 2026">
      <section>
        <h2>Where we deliver</h2>
        <p>
          We deliver to every serviceable PIN code in India. We do not ship outside India at
          present.
        </p>
      </section>
      <section>
        <h2>When your order ships</h2>
        <ul>
          <li>Ready-made frames are dispatched within 2 working days of payment.</li>
          <li>Custom frames are made to order and dispatched within 5 to 7 working days.</li>
          <li>Delivery takes 3 to 7 working days after dispatch, depending on your location.</li>
        </ul>
        <p>You will receive the courier's tracking number by email when your order ships.</p>
      </section>
      <section>
        <h2>Shipping charges</h2>
        <p>
          Shipping charges depend on the size and weight of the frame and are shown at checkout
          before you pay. All prices are in Indian rupees and include GST.
        </p>
      </section>
      <section>
        <h2>Packaging and damage in transit</h2>
        <p>
          Frames are packed with corner protectors, bubble wrap and a rigid carton. If a parcel
          arrives visibly damaged, please record an unboxing video and tell us within 7 days of
          delivery; we will replace or refund as described in our{' '}
          <Link to="/refundcancellation" className="text-amber-800 underline">
            Refund & Cancellation Policy
          </Link>
          .
        </p>
      </section>
      <section>
        <h2>Returns</h2>
        <p>
          Damaged, defective or wrong items can be returned within 7 days of delivery. Custom frames
          are made to your measurements and cannot be returned for a change of mind. Contact us with
          your order number and photos to start a return.
        </p>
      </section>
    </StaticPage>
  );
}
