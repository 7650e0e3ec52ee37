/** The admin top bar's search finds inquiries here (admin-search/, a floor above the domains). */
export { lookUpInquiries } from './contact-lookup.repository';
