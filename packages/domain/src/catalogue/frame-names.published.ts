import type { Db } from '../shared/db';
import { frameNames } from './frame-names.repository';

/** What other domains' admin screens name a frame by (Review Management, issue 24). */
export function frameNamesOf(db: Db, frameIds: readonly number[]) {
  return frameNames(db, frameIds);
}
