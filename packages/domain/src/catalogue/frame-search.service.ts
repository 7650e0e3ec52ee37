import type { FramePage, FrameSuggestions } from '@frameshop/contracts/catalogue/dtos';
import {
  type FrameListQuery,
  frameListQuery,
  frameSuggestQuery,
} from '@frameshop/contracts/catalogue/schemas';
import type { ServiceContext } from '../shared/context';
import { pageOf } from '../shared/paging';
import { defineUseCase } from '../shared/use-case';
import { searchDocuments } from './frame-search.repository';
import { countFrames, listFramePage } from './frames-list.repository';
import { correctedTerms, searchTerms, vocabularyOf } from './search-terms';

/** One page of the listing as asked, with no typo fallback. */
const pageAsAsked = async (ctx: ServiceContext, query: FrameListQuery): Promise<FramePage> =>
  pageOf(query, await listFramePage(ctx.db, query), () => countFrames(ctx.db, query));

/**
 * The listing's page; a search that finds nothing as typed is tried once more with each
 * unknown word replaced by the nearest catalogue word ('teek' → 'teak'), and says so in
 * `searchedFor`. The vocabulary is read only then, and cached with the catalogue.
 */
export async function searchedFramePage(
  ctx: ServiceContext,
  query: FrameListQuery,
): Promise<FramePage> {
  const page = await pageAsAsked(ctx, query);
  if (page.pagination.totalItems > 0) return page;
  const terms = searchTerms(query.search);
  if (terms.length === 0) return page;
  const vocabulary = await ctx.caches.catalogue.get('frames.searchVocabulary', async () =>
    vocabularyOf(await searchDocuments(ctx.db)),
  );
  const corrected = correctedTerms(terms, vocabulary);
  if (!corrected) return page;
  const searchedFor = corrected.join(' ');
  return { ...(await pageAsAsked(ctx, { ...query, search: searchedFor })), searchedFor };
}

/** At most this many suggestions: what fits under the search box on a phone. */
export const SUGGESTION_LIMIT = 6;

/**
 * Suggestions under the shop's search box: the best-ranked frames for what has been typed.
 * Public, bounded (six frames, one page query and one image query) and cached with the
 * catalogue by the words that matter, so 'Teak ' and 'teak' share an entry.
 */
export const suggestFrames = defineUseCase({
  name: 'frames.suggest',
  cachedIn: 'catalogue',
  access: 'public',
  kind: 'query',
  input: frameSuggestQuery,
  handler: async (ctx, { q }): Promise<FrameSuggestions> => {
    const terms = searchTerms(q);
    // Too little typed to search the index ('a', 'of'): no suggestions yet.
    if (terms.length === 0) return { suggestions: [] };
    return ctx.caches.catalogue.get(`frames.suggest:${terms.join(' ')}`, async () => {
      const page = await searchedFramePage(
        ctx,
        frameListQuery.parse({ search: terms.join(' '), limit: SUGGESTION_LIMIT }),
      );
      return {
        suggestions: page.data.map((f) => ({
          frameId: f.frameId,
          name: f.name,
          fromPrice: f.fromPrice,
          materialName: f.material.materialName,
          // The smallest width of the srcset: a suggestion's picture is a thumbnail.
          image: f.images[0]?.srcset.split(' ')[0] ?? null,
        })),
        ...(page.searchedFor ? { searchedFor: page.searchedFor } : {}),
      };
    });
  },
});
