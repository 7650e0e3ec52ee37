import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeEach, expect, it } from 'vitest';
import { frameMaterials, materials } from '../src/catalogue/attributes.service';
import { suggestFrames } from '../src/catalogue/frame-search.service';
import { createFrame, deleteFrame, listFrames, updateFrame } from '../src/catalogue/frames.service';
import type { ServiceContext } from '../src/shared/context';
import { ADMIN, type CatalogueBasics, catalogueBasics, frameInput } from './catalogue-fixtures';
import { ctxFor, depsFor } from './helpers';

/**
 * The listing's search (issue 24) on both engines with the same expectations: names,
 * descriptions, colours and both material names; name matches first; prefixes; a typo
 * fallback; the index kept in step with edits, renames and archiving.
 */
describeEachDialect('catalogue search', (t) => {
  let admin: ServiceContext;
  let b: CatalogueBasics;
  const names = async (search: string, extra: object = {}) =>
    (await listFrames.execute(ctxFor(depsFor(t)), { search, ...extra })).data.map((f) => f.name);

  beforeEach(async () => {
    await t.truncate();
    admin = ctxFor(depsFor(t), ADMIN);
    // Frame material 'Teak Wood', product material 'Canvas'.
    b = await catalogueBasics(admin);
  });

  async function frame(name: string, patch: object = {}) {
    return createFrame.run(admin, frameInput(b, { name, sizes: [], ...patch }), []);
  }

  async function catalogue() {
    const pine = await frameMaterials.create.run(admin, { name: 'Pine' });
    const paper = await materials.create.run(admin, { name: 'Art Paper' });
    const other = { frameMaterialId: pine.frameMaterialId, materialId: paper.materialId };
    // Made oldest first: without ranking the newest would lead.
    const inName = await frame('Teak Royale', { ...other, description: 'Carved by hand' });
    const inMaterial = await frame('Heritage Square'); // frame material 'Teak Wood'
    const inDescription = await frame('Plain Pine', {
      ...other,
      description: 'A pine frame with a teak finish',
    });
    const inColour = await frame('Gallery Slim', { ...other, colors: ['Teak', 'Black'] });
    const none = await frame('Walnut Deep', { ...other, description: 'Dark walnut' });
    return { inName, inMaterial, inDescription, inColour, none };
  }

  it("'teak' finds every teak frame: name, material, colour, description; name first", async () => {
    await catalogue();
    const found = await names('teak');
    expect(found).toHaveLength(4);
    expect(found[0]).toBe('Teak Royale');
    // Then the attribute matches (newest first), then the description-only match.
    expect(found).toEqual(['Teak Royale', 'Gallery Slim', 'Heritage Square', 'Plain Pine']);
    expect(await names('walnut')).toEqual(['Walnut Deep']);
    // A price sort the shopper chose wins over relevance; the matches are the same.
    expect((await names('teak', { sort: 'price_asc' })).sort()).toEqual([...found].sort());
  });

  it('matches prefixes, every word, accents and case alike', async () => {
    await catalogue();
    expect(await names('tea')).toHaveLength(4);
    expect(await names('TEAK roy')).toEqual(['Teak Royale']);
    expect(await names('téak gallery')).toEqual(['Gallery Slim']);
    expect(await names('carved')).toEqual(['Teak Royale']);
    expect(await names('art paper')).toHaveLength(4);
  });

  it('corrects a typo when nothing matches as typed, and says so', async () => {
    await catalogue();
    const page = await listFrames.execute(ctxFor(depsFor(t)), { search: 'teek' });
    expect(page.searchedFor).toBe('teak');
    expect(page.data).toHaveLength(4);
    expect((await listFrames.execute(ctxFor(depsFor(t)), { search: 'walnt' })).searchedFor).toBe(
      'walnut',
    );
    // Found as typed: no correction. Nothing near: an empty page, not a guess.
    expect((await listFrames.execute(ctxFor(depsFor(t)), { search: 'teak' })).searchedFor).toBe(
      undefined,
    );
    const nothing = await listFrames.execute(ctxFor(depsFor(t)), { search: 'zzzzzz' });
    expect(nothing).toEqual({
      data: [],
      pagination: { page: 1, limit: nothing.pagination.limit, totalItems: 0, totalPages: 0 },
    });
  });

  it('keeps the index in step with edits, material renames and archiving', async () => {
    const { inName, none } = await catalogue();
    await updateFrame.run(
      admin,
      { ...frameInput(b, { name: 'Rosewood Royale', sizes: [] }), frameId: inName.frameId },
      [],
    );
    expect(await names('rosewood')).toEqual(['Rosewood Royale']);
    expect(await names('royale')).toEqual(['Rosewood Royale']);
    // The edit moved it to the 'Teak Wood' frame material: still a teak frame, not by name.
    expect((await names('teak'))[0]).not.toBe('Rosewood Royale');

    await frameMaterials.update.run(admin, {
      id: b.frameMaterial.frameMaterialId,
      name: 'Sheesham Wood',
    });
    expect((await names('sheesham')).sort()).toEqual(['Heritage Square', 'Rosewood Royale']);

    await deleteFrame.run(admin, { frameId: none.frameId });
    expect(await names('walnut')).toEqual([]);
  });

  it('searches that the index cannot answer still match names, and never fail', async () => {
    await frame('A4 Photo');
    // Words shorter than three letters or stopwords only: the name is matched as text.
    expect(await names('a4')).toEqual(['A4 Photo']);
    for (const search of [
      '"',
      'teak"',
      '*',
      'tea*',
      'NEAR(teak oak)',
      '-teak',
      'teak -oak',
      '+teak',
      '{name}: teak',
      'name:teak',
      'teak OR oak',
      "'; drop table frames; --",
      '%_!',
      '(((',
      '@3 ~x <y >z',
      'the of and',
    ]) {
      const page = await listFrames.execute(ctxFor(depsFor(t)), { search });
      expect(Array.isArray(page.data), search).toBe(true);
      await suggestFrames.execute(ctxFor(depsFor(t)), { q: search });
    }
  });

  it('suggests at most six frames, name matches first, for what has been typed', async () => {
    await catalogue();
    for (let i = 0; i < 8; i++) await frame(`Teak Extra ${i}`);
    const { suggestions } = await suggestFrames.execute(ctxFor(depsFor(t)), { q: 'tea' });
    expect(suggestions).toHaveLength(6);
    expect(suggestions.every((s) => s.name.startsWith('Teak'))).toBe(true);
    expect(suggestions[0]).toMatchObject({ fromPrice: 999, materialName: 'Canvas', image: null });
    expect(await suggestFrames.execute(ctxFor(depsFor(t)), { q: 'a' })).toEqual({
      suggestions: [],
    });
    expect(
      (await suggestFrames.execute(ctxFor(depsFor(t)), { q: 'walnt' })).suggestions.map(
        (s) => s.name,
      ),
    ).toEqual(['Walnut Deep']);
  });
});
