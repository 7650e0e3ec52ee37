/*
 * The customizer's URL state: only the shopper's photo key (`?photo=KEY`), so a refresh or a
 * shared link on the same device keeps the photo. A route's `validateSearch` and `loader` are
 * not code-split: this file imports nothing but a regular expression.
 */
import { PHOTO_KEY_PATTERN } from '@frameshop/contracts/orders/photos';

export interface CustomizerSearch {
  photo?: string | undefined;
}

/**
 * Anything that is not a photo key (a hand-edited URL) is dropped, never sent to the server.
 * The key is always present (possibly undefined): the router merges the parent routes' raw
 * search under this answer, so leaving it out would let the raw value through.
 */
export function parseCustomizerSearch(raw: Record<string, unknown>): CustomizerSearch {
  const photo = raw.photo;
  return { photo: typeof photo === 'string' && PHOTO_KEY_PATTERN.test(photo) ? photo : undefined };
}
