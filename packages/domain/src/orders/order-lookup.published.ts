/** The admin top bar's search finds orders here (admin-search/, a floor above the domains). */
export { lookUpOrders } from './order-lookup.repository';
