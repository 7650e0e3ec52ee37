import type { Db } from '../shared/db';
import { unsentMailCount } from './figures.repository';

/** How much mail waits in the outbox, for the operator's metrics. */
export const mailOutboxDepth = (db: Db) => unsentMailCount(db);
