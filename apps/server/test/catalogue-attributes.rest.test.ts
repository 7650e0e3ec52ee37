import { describeAdapter } from '@frameshop/db/testing/test-database';
import { beforeAll, expect, it } from 'vitest';
import { multipart } from './helpers';
import { useCatalogueRest } from './support/catalogue-rest';

/** Materials, frame materials, sizes and thicknesses over the legacy REST paths, and deletes refused while a frame uses them. */
describeAdapter('catalogue REST (spec section 7)', (t) => {
  const suite = useCatalogueRest(t);
  const { ctx, call, attributes, frameFields } = suite;
  let admin: Record<string, string>;
  beforeAll(() => {
    ({ admin } = suite);
  });

  it('materials: create, list, update, delete, with the legacy shapes and messages', async () => {
    const created = await call('POST', '/material/create', { materialName: 'Canvas' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      message: 'Material created!',
      data: { materialId: expect.any(Number), materialName: 'Canvas' },
    });
    const id = created.json().data.materialId;
    expect(
      (await call('POST', '/material/create', { materialName: 'CANVAS' })).json(),
    ).toMatchObject({
      error: "Material 'CANVAS' already exists",
    });
    const list = await ctx.app.inject({ url: '/api/material/getallmaterial' });
    expect(list.json()).toEqual([{ materialId: id, materialName: 'Canvas' }]);
    const updated = await call('PUT', `/material/updatematerial/${id}`, {
      materialName: 'Fine Canvas',
    });
    expect(updated.json()).toEqual({
      message: 'Material updated!',
      data: { materialId: id, materialName: 'Fine Canvas' },
    });
    expect(
      (await call('PUT', '/material/updatematerial/9999', { materialName: 'X' })).statusCode,
    ).toBe(404);
    expect((await call('POST', '/material/create', {})).json()).toMatchObject({
      message: 'Material is required',
    });
    expect((await call('DELETE', `/material/deletematerial/${id}`)).json()).toEqual({
      message: 'Material deleted!',
    });
    expect((await ctx.app.inject({ url: '/api/material/getallmaterial' })).json()).toEqual([]);
  });

  it('frame materials, sizes and thicknesses answer their legacy shapes', async () => {
    const fm = await call('POST', '/framematerial/createframemat', { materialName: 'Teak' });
    expect(fm.json()).toMatchObject({
      message: 'Frame Material created!',
      data: { frameMaterialId: expect.any(Number) },
    });
    const fmId = fm.json().data.frameMaterialId;
    expect(
      (await call('PUT', `/framematerial/updatematerial/${fmId}`, { materialName: 'Oak' })).json()
        .data,
    ).toEqual({ frameMaterialId: fmId, materialName: 'Oak' });
    expect((await ctx.app.inject({ url: '/api/framematerial/getallframemat' })).json()).toEqual([
      { frameMaterialId: fmId, materialName: 'Oak' },
    ]);
    expect((await call('DELETE', `/framematerial/deletematerial/${fmId}`)).json()).toEqual({
      message: 'Frame Material deleted!',
    });

    const size = await call('POST', '/size/createsize', { width: 12.5, height: 18 });
    expect(size.statusCode).toBe(201);
    const sizeId = size.json().data.sizeId;
    expect(
      (await call('PUT', `/size/updatesize/${sizeId}`, { width: 12.75, height: 18 })).json(),
    ).toMatchObject({ message: 'Frame Size updated!' });
    expect((await ctx.app.inject({ url: '/api/size/getallsize' })).json()).toEqual({
      sizes: [{ sizeId, width: 12.75, height: 18, label: '12.75x18' }],
    });
    expect((await call('POST', '/size/createsize', { width: 12.75, height: 18 })).statusCode).toBe(
      409,
    );
    expect((await call('DELETE', `/size/deletesize/${sizeId}`)).json()).toEqual({
      message: 'Frame Size deleted!',
    });

    const th = await call('POST', '/thickness/addthickness', { thicknessValue: ' 3mm ' });
    const thicknessId = th.json().data.thicknessId;
    expect(th.json().data).toEqual({ thicknessId, thicknessValue: '3mm' });
    expect(
      (await call('POST', '/thickness/addthickness', { thicknessValue: '  ' })).json(),
    ).toMatchObject({ message: 'Thickness value is required' });
    expect(
      (await call('PUT', `/thickness/updatethickness/${thicknessId}`, { thicknessValue: '5mm' }))
        .statusCode,
    ).toBe(200);
    expect((await ctx.app.inject({ url: '/api/thickness/getallthickness' })).json()).toEqual({
      thicknesses: [{ thicknessId, thicknessValue: '5mm' }],
    });
    expect((await call('DELETE', `/thickness/deletethickness/${thicknessId}`)).json()).toEqual({
      message: 'Thickness deleted!',
    });
  });

  it('answers 409 naming the frame when a material in use is deleted', async () => {
    const a = await attributes();
    const body = await multipart(frameFields(a));
    await ctx.app.inject({
      method: 'POST',
      url: '/api/frame/createframe',
      ...body,
      headers: { ...body.headers, ...admin },
    });
    const res = await call('DELETE', `/material/deletematerial/${a.materialId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      "Material 'Canvas' is still used by 1 frame (Oak Classic). Change or remove those first.",
    );
    expect((await call('DELETE', `/size/deletesize/${a.s1}`)).statusCode).toBe(409);
  });
});
