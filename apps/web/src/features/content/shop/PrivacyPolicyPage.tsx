import { SHOP_CONTACT } from '../../shop-shell/nav-links';
import { StaticPage } from './StaticPage';

export function PrivacyPolicyPage() {
  return (
    <StaticPage title="Privacy Policy" updated="21 November 2026">
      <section>
        <p>
          This policy explains what personal data Frame Shop collects, why, and your rights over it,
          in line with India's Digital Personal Data Protection Act, 2023.
        </p>
      </section>
      <section>
        <h2>What we collect</h2>
        <ul>
          <li>Account details: your name, email address and a securely hashed password.</li>
          <li>
            Order details: delivery address, phone number, the items you order and images you upload
            for custom frames.
          </li>
          <li>
            Payment status from our payment partner (PhonePe). We never see or store your card, UPI
            PIN or bank details.
          </li>
          <li>Messages you send us through the contact form.</li>
        </ul>
      </section>
      <section>
        <h2>Why we use it</h2>
        <p>
          To create and deliver your orders, keep you signed in, answer your questions, prevent
          fraud, and meet our tax and accounting duties. We do not sell your data or use it for
          third-party advertising.
        </p>
      </section>
      <section>
        <h2>Who we share it with</h2>
        <p>
          Only the partners needed to fulfil your order: our payment gateway, courier companies
          (name, address and phone) and our hosting provider. Each is bound to use the data only for
          that purpose.
        </p>
      </section>
      <section>
        <h2>Cookies</h2>
        <p>
          We use one essential cookie to keep you signed in. We do not use advertising or tracking
          cookies.
        </p>
      </section>
      <section>
        <h2>How long we keep it</h2>
        <p>
          Account data is kept while your account is open. Order and invoice records are kept for 8
          years as Indian tax law requires. Uploaded images for custom frames are deleted 90 days
          after delivery.
        </p>
      </section>
      <section>
        <h2>Your rights</h2>
        <p>
          You may ask to see, correct or delete your personal data, or withdraw consent, by writing
          to{' '}
          <a href={`mailto:${SHOP_CONTACT.email}`} className="text-amber-800 underline">
            {SHOP_CONTACT.email}
          </a>
          . We reply within 30 days.
        </p>
      </section>
    </StaticPage>
  );
}
