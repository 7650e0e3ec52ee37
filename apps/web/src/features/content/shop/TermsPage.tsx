import { StaticPage } from './StaticPage';

export function TermsPage() {
  return (
    <StaticPage title="Terms & Conditions" updated="21 November 2026">
      <section>
        <p>
          These terms apply to every purchase from Frame Shop. By placing an order you agree to
          them. They are governed by the laws of India, and the courts of Bengaluru, Karnataka have
          jurisdiction.
        </p>
      </section>
      <section>
        <h2>Products and prices</h2>
        <ul>
          <li>
            Prices are in Indian rupees (₹) and include GST. Shipping is shown separately at
            checkout.
          </li>
          <li>
            Sizes are in inches and refer to the artwork opening unless stated otherwise; weights
            are in kilograms.
          </li>
          <li>
            Colours of wood and finishes may vary slightly from photographs, as natural materials
            do.
          </li>
          <li>We may correct a price that was shown in error before your order is confirmed.</li>
        </ul>
      </section>
      <section>
        <h2>Orders and payment</h2>
        <p>
          An order is confirmed when payment succeeds through our payment partner. We may cancel an
          order that cannot be fulfilled and refund the full amount.
        </p>
      </section>
      <section>
        <h2>Custom frames and your images</h2>
        <p>
          You confirm that you have the right to print or frame any image you upload. Custom frames
          are made to the measurements you give; please check them carefully before ordering.
        </p>
      </section>
      <section>
        <h2>Cancellations, returns and refunds</h2>
        <p>
          These are covered by our Shipping & Returns and Refund & Cancellation policies, which form
          part of these terms.
        </p>
      </section>
      <section>
        <h2>Your account</h2>
        <p>Keep your password private. You are responsible for orders placed from your account.</p>
      </section>
      <section>
        <h2>Liability</h2>
        <p>
          Our liability for any order is limited to the amount you paid for it, except where the law
          does not allow such a limit.
        </p>
      </section>
    </StaticPage>
  );
}
