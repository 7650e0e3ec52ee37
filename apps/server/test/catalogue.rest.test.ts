import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { TABLES_CHILD_FIRST } from '@frameshop/db/schema';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { PHP_AS_JPG, SVG, testImage } from '@frameshop/domain/testing/images';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import {
  ADMIN,
  bearer,
  createAdmin,
  loginToken,
  multipart,
  signupAndLogin,
  tableCounts,
  uploadsDir,
  useApp,
} from './helpers';

const filesOnDisk = () => {
  try {
    return readdirSync(join(uploadsDir, 'frames')).length;
  } catch {
    return 0;
  }
};

describeEachDialect('catalogue REST (spec section 7)', (t) => {
  const ctx = useApp(t);
  let admin: Record<string, string> = {};
  let shopper: Record<string, string> = {};
  beforeAll(async () => {
    await createAdmin(ctx.app);
    admin = bearer(await loginToken(ctx.app, ADMIN.email, ADMIN.password));
    shopper = bearer(await signupAndLogin(ctx.app));
  });
  beforeEach(async () => {
    // Empty the catalogue (children first); the accounts stay for the whole suite.
    for (const table of TABLES_CHILD_FIRST.filter((n) => n !== 'sessions' && n !== 'users')) {
      await t.db.deleteFrom(table).execute();
    }
    ctx.app.deps.caches.invalidate(['catalogue']);
  });

  const call = (method: string, url: string, payload?: unknown, headers = admin) =>
    ctx.app.inject({
      method: method as 'GET',
      url: `/api${url}`,
      payload: payload as object,
      headers,
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

    const size = await call('POST', '/size/createsize', { width: 12.5, height: '18' });
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

  async function attributes() {
    const materialId = (await call('POST', '/material/create', { materialName: 'Canvas' })).json()
      .data.materialId;
    const frameMaterialId = (
      await call('POST', '/framematerial/createframemat', { materialName: 'Teak' })
    ).json().data.frameMaterialId;
    const s1 = (await call('POST', '/size/createsize', { width: 8, height: 10 })).json().data
      .sizeId;
    const s2 = (await call('POST', '/size/createsize', { width: 12, height: 18 })).json().data
      .sizeId;
    return { materialId, frameMaterialId, s1, s2 };
  }

  function frameFields(
    a: Awaited<ReturnType<typeof attributes>>,
    patch: Record<string, string> = {},
  ) {
    return {
      name: 'Oak Classic',
      basePrice: '1299',
      description: 'Hand finished',
      materialId: String(a.materialId),
      frameMaterialId: String(a.frameMaterialId),
      frameShape: 'Rectangle',
      weight: '1.5',
      origin: 'Jaipur',
      isNewArrival: 'true',
      isOffer: 'false',
      colors: '["Brown","Black"]',
      careInstruction: '["Dust weekly"]',
      includes: '["Hook"]',
      sizes: JSON.stringify([
        {
          sizeId: a.s1,
          price: 1500,
          offer_price: 1299,
          total_qty: 10,
          remained_qty: 10,
          purchased_qty: 0,
        },
        { sizeId: a.s2, price: 2500, offer_price: '', total_qty: 3 },
      ]),
      ...patch,
    };
  }

  it('frames: multipart create, list, get by id, update keeping one image, delete', async () => {
    const a = await attributes();
    const disk = filesOnDisk();
    const body = await multipart(frameFields(a), [
      { name: 'front.jpg', type: 'image/jpeg', data: await testImage('jpeg') },
      { name: 'side.png', type: 'image/png', data: await testImage('png') },
    ]);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/frame/createframe',
      ...body,
      headers: { ...body.headers, ...admin },
    });
    expect(created.statusCode, created.body).toBe(201);
    const frame = created.json().data;
    expect(created.json().message).toBe('Frame added successfully!');
    expect(filesOnDisk() - disk).toBe(6);

    const list = await ctx.app.inject({
      url: '/api/frame/getallframes?page=1&limit=12&search=oak',
    });
    expect(list.json()).toEqual({
      data: [
        expect.objectContaining({
          frameId: frame.frameId,
          name: 'Oak Classic',
          basePrice: 1299,
          averageRating: 0,
          totalRatings: 0,
        }),
      ],
      pagination: { page: 1, limit: 12, totalItems: 1, totalPages: 1 },
    });
    const byId = (await ctx.app.inject({ url: `/api/frame/getbyid/${frame.frameId}` })).json();
    expect(byId.data).toMatchObject({
      colors: ['Brown', 'Black'],
      material: { materialName: 'Canvas' },
      frameMaterial: { materialName: 'Teak' },
      frameShape: 'Rectangle',
      weight: 1.5,
      isNewArrival: true,
      isOffer: false,
      frameSizes: [
        {
          sizeId: a.s1,
          price: 1500,
          offer_price: 1299,
          total_qty: 10,
          remained_qty: 10,
          purchased_qty: 0,
          size: { sizeId: a.s1, width: 8, height: 10 },
        },
        { sizeId: a.s2, price: 2500, offer_price: null, total_qty: 3, remained_qty: 3 },
      ],
    });
    // The legacy imageUrl is a path relative to the API host, served with nosniff and a year of cache.
    const image = await ctx.app.inject({ url: `/${byId.data.images[0].imageUrl}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toContain('immutable');

    const keep = byId.data.images[1].imageId;
    const edit = await multipart(
      frameFields(a, { name: 'Oak Classic II', existingImages: JSON.stringify([keep]) }),
      [{ name: 'new.webp', type: 'image/webp', data: await testImage('webp') }],
    );
    const updated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/frame/updateframe/${frame.frameId}`,
      ...edit,
      headers: { ...edit.headers, ...admin },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().message).toBe('Frame updated successfully!');
    expect(updated.json().data.images.map((i: { imageId: number }) => i.imageId)[0]).toBe(keep);
    expect(updated.json().data.images).toHaveLength(2);
    expect(filesOnDisk() - disk).toBe(6);
    expect((await ctx.app.inject({ url: `/${byId.data.images[0].imageUrl}` })).statusCode).toBe(
      404,
    );

    const deleted = await call('DELETE', `/frame/deleteframe/${frame.frameId}`);
    expect(deleted.json()).toEqual({ message: 'Frame deleted successfully', archived: false });
    expect(filesOnDisk()).toBe(disk);
    expect((await ctx.app.inject({ url: `/api/frame/getbyid/${frame.frameId}` })).statusCode).toBe(
      404,
    );
  });

  it('rejects bad frames and files with a 4xx and stores nothing', async () => {
    const a = await attributes();
    const before = await tableCounts(t);
    const disk = filesOnDisk();
    const png = await testImage('png');
    const sixMb = Buffer.concat([await testImage('jpeg'), Buffer.alloc(6 * 1024 * 1024)]);
    const cases: [
      string,
      Record<string, string>,
      Parameters<typeof multipart>[1],
      number,
      string,
    ][] = [
      [
        'zero price',
        frameFields(a, { basePrice: '0' }),
        [],
        400,
        'Base price must be greater than 0',
      ],
      [
        'negative price',
        frameFields(a, { basePrice: '-10' }),
        [],
        400,
        'Amount cannot be negative',
      ],
      ['no name', { ...frameFields(a), name: '' }, [], 400, 'Name is required'],
      [
        'offer above price',
        frameFields(a, {
          sizes: JSON.stringify([{ sizeId: a.s1, price: 100, offer_price: 120, total_qty: 1 }]),
        }),
        [],
        400,
        'Offer price must be below the price',
      ],
      [
        'unknown material',
        frameFields(a, { materialId: '99999' }),
        [],
        400,
        'Unknown product material',
      ],
      [
        '6 MB image',
        frameFields(a),
        [
          { name: 'big.jpg', type: 'image/jpeg', data: png },
          { name: 'huge.jpg', type: 'image/jpeg', data: sixMb },
        ],
        413,
        'Each image must be at most 5 MB',
      ],
      [
        'SVG',
        frameFields(a),
        [{ name: 'x.svg', type: 'image/svg+xml', data: SVG }],
        415,
        'Only JPEG, PNG or WebP images can be uploaded',
      ],
      [
        'PHP named .jpg',
        frameFields(a),
        [{ name: 'shell.jpg', type: 'image/jpeg', data: PHP_AS_JPG }],
        415,
        'Only JPEG, PNG or WebP images can be uploaded',
      ],
      ['unknown field', frameFields(a, { role: 'admin' }), [], 400, 'Unrecognized key'],
      [
        // Variant objects are strict: a misspelt field is refused, never silently dropped.
        'unknown variant field',
        frameFields(a, {
          sizes: JSON.stringify([{ sizeId: a.s1, price: 100, total_qty: 1, stock: 5 }]),
        }),
        [],
        400,
        'Unrecognized key',
      ],
      [
        'text where a number belongs',
        frameFields(a, { basePrice: 'abc' }),
        [],
        400,
        'Base price must be a number',
      ],
      [
        'broken JSON list',
        frameFields(a, { colors: '["Brown"' }),
        [],
        400,
        'Colour must be a list',
      ],
    ];
    for (const [label, fields, files, status, message] of cases) {
      const body = await multipart(fields, files);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/frame/createframe',
        ...body,
        headers: { ...body.headers, ...admin },
      });
      expect(res.statusCode, `${label}: ${res.body}`).toBe(status);
      expect(res.json().message, label).toContain(message);
    }
    // Path-like file names are never used: the stored name is random.
    const traversal = await multipart(frameFields(a), [
      { name: '../../../etc/passwd.png', type: 'image/png', data: png },
    ]);
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/frame/createframe',
      ...traversal,
      headers: { ...traversal.headers, ...admin },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.images[0].imageUrl).toMatch(/^uploads\/frames\/[0-9a-f]{32}-800\.webp$/);
    await call('DELETE', `/frame/deleteframe/${ok.json().data.frameId}`);
    // A body that is not well-formed multipart is the caller's fault: 400, never a 500.
    for (const payload of [
      'garbage without any boundary',
      '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nOak',
      '--xyz\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    ]) {
      const malformed = await ctx.app.inject({
        method: 'POST',
        url: '/api/frame/createframe',
        payload,
        headers: { 'content-type': 'multipart/form-data; boundary=xyz', ...admin },
      });
      expect(malformed.statusCode, malformed.body).toBe(400);
      expect(malformed.json().message).toMatch(/malformed|missing|invalid/i);
    }
    // JSON instead of multipart is a 415, and shoppers are refused before the body is read.
    expect((await call('POST', '/frame/createframe', frameFields(a))).statusCode).toBe(415);
    const asShopper = await multipart(frameFields(a), [
      { name: 'a.png', type: 'image/png', data: png },
    ]);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/frame/createframe',
          ...asShopper,
          headers: { ...asShopper.headers, ...shopper },
        })
      ).statusCode,
    ).toBe(403);
    expect(await tableCounts(t)).toEqual(before);
    expect(filesOnDisk()).toBe(disk);
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
