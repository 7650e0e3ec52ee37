import { describeAdapter } from '@frameshop/db/testing/test-database';
import { expect, it } from 'vitest';
import { useCatalogueRest } from './support/catalogue-rest';

/** The price tables over the legacy REST paths: keyed by names on read, ids on write. */
describeAdapter('catalogue REST (spec section 7)', (t) => {
  const suite = useCatalogueRest(t);
  const { ctx, call } = suite;

  it('price tables: keyed by names on read, ids on write', async () => {
    const materialId = (await call('POST', '/material/create', { materialName: 'Canvas' })).json()
      .data.materialId;
    const frameMaterialId = (
      await call('POST', '/framematerial/createframemat', { materialName: 'Teak' })
    ).json().data.frameMaterialId;
    const add = await call('POST', '/material/addpricepersqft', {
      materialId,
      frameMaterialId,
      pricePerSqft: 250,
    });
    expect(add.statusCode).toBe(201);
    expect(add.json()).toEqual({ message: 'Price added successfully' });
    expect(
      (
        await call('POST', '/material/addpricepersqft', {
          materialId,
          frameMaterialId,
          pricePerSqft: 1,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await call('PUT', '/material/updatepricepersqft', {
          materialId,
          frameMaterialId,
          pricePerSqft: 275.5,
        })
      ).json(),
    ).toEqual({ message: 'Price updated successfully' });
    expect((await ctx.app.inject({ url: '/api/material/getpricepersqft' })).json()).toEqual({
      Canvas: { Teak: 275.5 },
    });
    const badPrices = [
      { materialId, frameMaterialId, pricePerSqft: 0 },
      { materialId, frameMaterialId, pricePerSqft: -3 },
      { materialId, frameMaterialId },
    ];
    for (const body of badPrices)
      expect((await call('PUT', '/material/updatepricepersqft', body)).statusCode).toBe(400);

    expect(
      (
        await call('POST', '/oneside/addonesideroundpersqft', { materialId, pricePerSqft: 40 })
      ).json(),
    ).toEqual({ message: 'One-side round price per sqft added successfully' });
    expect(
      (await call('PUT', '/oneside/updateonesideroundpersqft', { materialId, pricePerSqft: 45 }))
        .statusCode,
    ).toBe(200);
    expect((await ctx.app.inject({ url: '/api/oneside/getonesideroundpersqft' })).json()).toEqual({
      Canvas: 45,
    });
    expect(
      (await call('DELETE', `/oneside/deleteonesideroundpersqft/${materialId}`)).statusCode,
    ).toBe(200);
    expect(
      (await call('DELETE', `/material/deleteprice/${materialId}/${frameMaterialId}`)).json(),
    ).toEqual({ message: 'Price deleted successfully' });
    expect(
      (await call('DELETE', `/material/deleteprice/${materialId}/${frameMaterialId}`)).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ url: '/api/material/getpricepersqft' })).json()).toEqual({});
  });
});
