import { StaticPage } from './StaticPage';

/** The policy of spec section 9, complete. */
export function RefundCancellationPage() {
  return (
    <StaticPage title="Refund and Cancellation Policy" updated="21 November 2026">
      <section>
        <p>
          This policy explains when you can cancel an order and how refunds and replacements work.
        </p>
      </section>
      <section>
        <h2>Cancellations</h2>
        <ul>
          <li>
            Cancellations are considered only if the request is made within 7 days of placing the
            order.
          </li>
          <li>
            A cancellation request may not be accepted once the order has been communicated to the
            seller and the seller has started shipping it, or once the order is out for delivery. In
            that case you may refuse the parcel at the doorstep.
          </li>
          <li>Perishable items cannot be cancelled.</li>
        </ul>
      </section>
      <section>
        <h2>Poor quality items</h2>
        <p>
          For perishable items, a refund or replacement can be made if you show that the quality of
          the delivered product is not good, reported within 7 days of receipt.
        </p>
      </section>
      <section>
        <h2>Damaged or defective items</h2>
        <ul>
          <li>
            Report damaged or defective items to our customer service team within 7 days of receipt.
          </li>
          <li>
            The request will be taken up once the seller has checked and confirmed the damage or
            defect at their end.
          </li>
        </ul>
      </section>
      <section>
        <h2>Items not as shown or expected</h2>
        <p>
          If the product received is not as shown on the site or not as you expected, tell our
          customer service within 7 days of receipt. After looking into your complaint, our team
          will take an appropriate decision.
        </p>
      </section>
      <section>
        <h2>Manufacturer warranty</h2>
        <p>
          For products that come with a manufacturer's warranty, please take complaints to the
          manufacturer.
        </p>
      </section>
      <section>
        <h2>Refunds</h2>
        <p>
          Approved refunds are processed and credited to your original payment method within 7 days.
        </p>
      </section>
    </StaticPage>
  );
}
