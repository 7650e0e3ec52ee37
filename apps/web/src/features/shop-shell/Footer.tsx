import { Link } from '@tanstack/react-router';
import { POLICY_LINKS, SHOP_CONTACT, SHOP_LINKS, SOCIAL_LINKS } from './nav-links';

export function Footer() {
  return (
    <footer className="mt-16 border-t border-stone-200 bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-semibold text-white">{SHOP_CONTACT.name}</p>
          <p className="mt-2 text-sm">
            Custom and ready-made frames and wall art, framed by hand in Bengaluru and delivered
            across India.
          </p>
        </div>
        <FooterLinks label="Shop" links={SHOP_LINKS} />
        <FooterLinks label="Policies" links={POLICY_LINKS} />
        <div>
          <p className="font-semibold text-white">Contact us</p>
          <address className="mt-2 space-y-1 text-sm not-italic">
            <p>{SHOP_CONTACT.address}</p>
            <p>
              <a href={`tel:${SHOP_CONTACT.phone.replace(/\s/g, '')}`} className="hover:text-white">
                {SHOP_CONTACT.phone}
              </a>
            </p>
            <p>
              <a href={`mailto:${SHOP_CONTACT.email}`} className="hover:text-white">
                {SHOP_CONTACT.email}
              </a>
            </p>
            <p>{SHOP_CONTACT.hours}</p>
          </address>
          <ul className="mt-3 flex gap-3 text-sm">
            {SOCIAL_LINKS.map((s) => (
              <li key={s.label}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="underline hover:text-white"
                >
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-stone-800 py-4 text-center text-xs text-stone-400">
        © {new Date().getFullYear()} {SHOP_CONTACT.name}. Prices in Indian rupees, inclusive of GST.
      </p>
    </footer>
  );
}

function FooterLinks({
  label,
  links,
}: {
  label: string;
  links: readonly { to: string; label: string }[];
}) {
  return (
    <nav aria-label={label}>
      <p className="font-semibold text-white">{label}</p>
      <ul className="mt-2 space-y-1 text-sm">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="hover:text-white">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
