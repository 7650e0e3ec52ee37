import type { Db } from '../shared/db';
import { attemptCountsByState } from './figures.repository';

/** Payment attempts per state, for the operator's metrics (no person's data). */
export const paymentAttemptsByState = (db: Db) => attemptCountsByState(db);
