import { SHOP_NAME } from '../../lib/page-title';

export const SHOP_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/ProductListing', label: 'Shop' },
  { to: '/ProductCustomizer', label: 'Customise' },
  { to: '/news', label: 'News' },
  { to: '/Aboutpage', label: 'About' },
  { to: '/Contact', label: 'Contact' },
] as const;

export const POLICY_LINKS = [
  { to: '/ShippingReturns', label: 'Shipping & Returns' },
  { to: '/refundcancellation', label: 'Refund & Cancellation' },
  { to: '/PrivacyPolicy', label: 'Privacy Policy' },
  { to: '/TermsConditions', label: 'Terms & Conditions' },
] as const;

export const SHOP_CONTACT = {
  name: SHOP_NAME,
  address: '14, 2nd Cross, Indiranagar, Bengaluru, Karnataka 560038',
  phone: '+91 80 4123 5678',
  email: 'hello@frameshop.in',
  hours: 'Mon–Sat, 10:00–19:00 IST',
};

export const SOCIAL_LINKS = [
  { href: 'https://www.instagram.com/', label: 'Instagram' },
  { href: 'https://www.facebook.com/', label: 'Facebook' },
  { href: 'https://www.pinterest.com/', label: 'Pinterest' },
] as const;
