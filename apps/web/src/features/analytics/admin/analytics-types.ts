import type { RouterOutputs } from '../../../lib/api-types';

export type DashboardData = RouterOutputs['analytics']['dashboard'];
export type SalesData = RouterOutputs['analytics']['sales'];
