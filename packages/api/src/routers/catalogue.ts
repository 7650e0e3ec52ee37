import {
  frameMaterials,
  materials,
  thicknesses,
} from '@frameshop/domain/catalogue/attributes.service';
import { suggestFrames } from '@frameshop/domain/catalogue/frame-search.service';
import {
  createFrame,
  deleteFrame,
  getFrame,
  listFrames,
  updateFrame,
} from '@frameshop/domain/catalogue/frames.service';
import { catalogueOptions } from '@frameshop/domain/catalogue/options.service';
import {
  listPrices,
  oneSidePrices,
  pairPrices,
  quote,
} from '@frameshop/domain/catalogue/prices.service';
import {
  createSize,
  deleteSize,
  listSizes,
  updateSize,
} from '@frameshop/domain/catalogue/sizes.service';
import { mutationFor, queryFor } from '../trpc';

/**
 * The catalogue over tRPC: reads are public (the shop uses them), writes need an admin.
 * Frame images are uploaded through the multipart REST route (tRPC carries JSON); a tRPC
 * frame create or update without files keeps or has no images.
 *
 * Each procedure's handler is the use case it names, in packages/domain/src/catalogue:
 * `frames.create` is `createFrame` in frames.service.ts, `prices.addPair` is
 * `pairPrices.add` in prices.service.ts, `materials.*` is `materials` in attributes.service.ts.
 */
export const catalogueRouter = {
  options: queryFor(catalogueOptions),
  materials: {
    list: queryFor(materials.list),
    create: mutationFor(materials.create),
    update: mutationFor(materials.update),
    delete: mutationFor(materials.remove),
  },
  frameMaterials: {
    list: queryFor(frameMaterials.list),
    create: mutationFor(frameMaterials.create),
    update: mutationFor(frameMaterials.update),
    delete: mutationFor(frameMaterials.remove),
  },
  thicknesses: {
    list: queryFor(thicknesses.list),
    create: mutationFor(thicknesses.create),
    update: mutationFor(thicknesses.update),
    delete: mutationFor(thicknesses.remove),
  },
  sizes: {
    list: queryFor(listSizes),
    create: mutationFor(createSize),
    update: mutationFor(updateSize),
    delete: mutationFor(deleteSize),
  },
  prices: {
    list: queryFor(listPrices),
    addPair: mutationFor(pairPrices.add),
    updatePair: mutationFor(pairPrices.update),
    deletePair: mutationFor(pairPrices.remove),
    addOneSide: mutationFor(oneSidePrices.add),
    updateOneSide: mutationFor(oneSidePrices.update),
    deleteOneSide: mutationFor(oneSidePrices.remove),
  },
  quote: queryFor(quote),
  frames: {
    list: queryFor(listFrames),
    suggest: queryFor(suggestFrames),
    byId: queryFor(getFrame),
    create: mutationFor(createFrame),
    update: mutationFor(updateFrame),
    delete: mutationFor(deleteFrame),
  },
};
