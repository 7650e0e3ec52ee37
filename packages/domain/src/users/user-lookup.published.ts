/** The admin top bar's search finds people here (admin-search/, a floor above the domains). */
export { lookUpUsers } from './user-lookup.repository';
