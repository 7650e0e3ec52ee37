import { formatRupees } from '@frameshop/contracts/shared/format';
import { paiseToRupees } from '@frameshop/contracts/shared/money';

/** Paise from the server, spoken in rupees (₹1,299.00). */
export const rupees = (paise: number) => formatRupees(paiseToRupees(paise));
