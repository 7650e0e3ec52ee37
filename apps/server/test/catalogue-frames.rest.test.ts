import { describeAdapter } from '@frameshop/db/testing/test-database';
import { PHP_AS_JPG, SVG, testImage } from '@frameshop/domain/testing/images';
import { beforeAll, expect, it } from 'vitest';
import { multipart, tableCounts } from './helpers';
import { filesOnDisk, useCatalogueRest } from './support/catalogue-rest';

/** Frames over the legacy REST paths: multipart create, list, read, update, delete, and bad frames and files refused. */
describeAdapter('catalogue REST (spec section 7)', (t) => {
  const suite = useCatalogueRest(t);
  const { ctx, call, attributes, frameFields } = suite;
  let admin: Record<string, string>;
  let shopper: Record<string, string>;
  beforeAll(() => {
    ({ admin, shopper } = suite);
  });

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
    // The one frame made and deleted above left its two audit entries (decision 0025).
    const after = await tableCounts(t);
    expect(after.audit_log - before.audit_log).toBe(2);
    expect({ ...after, audit_log: before.audit_log }).toEqual(before);
    expect(filesOnDisk()).toBe(disk);
  });
});
