import { catalogueMessages as m, priceMessages } from '@frameshop/contracts/catalogue/messages';
import {
  frameMaterialSchema,
  materialSchema,
  oneSidePriceTableResponse,
  pairPriceTableResponse,
  sizeSavedResponse,
  sizesResponse,
  thicknessSchema,
} from '@frameshop/contracts/catalogue/responses';
import { messageResponse } from '@frameshop/contracts/shared/responses';
import {
  frameMaterials,
  materials,
  thicknesses,
} from '@frameshop/domain/catalogue/attributes.service';
import type { Named, NamedAttribute } from '@frameshop/domain/catalogue/named-attributes';
import { listPrices, oneSidePrices, pairPrices } from '@frameshop/domain/catalogue/prices.service';
import {
  createSize,
  deleteSize,
  listSizes,
  updateSize,
} from '@frameshop/domain/catalogue/sizes.service';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { params, restRoute } from './route';

/** The four legacy routes of a named attribute; the body's name field differs per kind. */
function namedRoutes<Id extends string, Name extends string>(
  app: FastifyInstance,
  kind: NamedAttribute<Id, Name>,
  spec: {
    field: string;
    list: string;
    create: string;
    update: string;
    remove: string;
    /** One item's answer schema; the list answers an array of them unless `listOutput` wraps it. */
    item: z.ZodType<Named<Id, Name>>;
    listOutput?: (list: Named<Id, Name>[]) => unknown;
    listResponse?: z.ZodType;
    messages: { created: string; updated: string; deleted: string };
  },
): void {
  const name = (r: FastifyRequest) => (r.body as Record<string, unknown> | undefined)?.[spec.field];
  // Every other body key goes to the use case, whose strict schema refuses it (a 400 naming
  // it, after the access check), as on tRPC; dropping them would accept `constructor` silently.
  const others = (r: FastifyRequest) => {
    const { [spec.field]: _legacy, ...rest } = (r.body ?? {}) as Record<string, unknown>;
    return rest;
  };
  restRoute(app, {
    method: 'GET',
    url: spec.list,
    useCase: kind.list,
    input: () => undefined,
    output: spec.listOutput ?? ((list) => list),
    response: spec.listResponse ?? z.array(spec.item),
  });
  restRoute(app, {
    method: 'POST',
    url: spec.create,
    useCase: kind.create,
    input: (r) => ({ ...others(r), name: name(r) }),
    status: 201,
    output: (data) => ({ message: spec.messages.created, data }),
    response: z.strictObject({ message: z.string(), data: spec.item }),
  });
  restRoute(app, {
    method: 'PUT',
    url: spec.update,
    useCase: kind.update,
    input: (r) => ({ ...others(r), id: params(r).id, name: name(r) }),
    output: (data) => ({ message: spec.messages.updated, data }),
    response: z.strictObject({ message: z.string(), data: spec.item }),
  });
  restRoute(app, {
    method: 'DELETE',
    url: spec.remove,
    useCase: kind.remove,
    input: (r) => ({ id: params(r).id }),
    output: () => ({ message: spec.messages.deleted }),
    response: messageResponse,
  });
}

/** Spec section 7: /material, /framematerial, /size, /thickness, /oneside. */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const pair = priceMessages('pair');
  const oneSide = priceMessages('oneSide');
  namedRoutes(app, materials, {
    field: 'materialName',
    item: materialSchema,
    list: '/material/getallmaterial',
    create: '/material/create',
    update: '/material/updatematerial/:id',
    remove: '/material/deletematerial/:id',
    messages: {
      created: m.materialCreated,
      updated: m.materialUpdated,
      deleted: m.materialDeleted,
    },
  });
  namedRoutes(app, frameMaterials, {
    field: 'materialName',
    item: frameMaterialSchema,
    list: '/framematerial/getallframemat',
    create: '/framematerial/createframemat',
    update: '/framematerial/updatematerial/:id',
    remove: '/framematerial/deletematerial/:id',
    messages: {
      created: m.frameMaterialCreated,
      updated: m.frameMaterialUpdated,
      deleted: m.frameMaterialDeleted,
    },
  });
  namedRoutes(app, thicknesses, {
    field: 'thicknessValue',
    list: '/thickness/getallthickness',
    create: '/thickness/addthickness',
    update: '/thickness/updatethickness/:id',
    remove: '/thickness/deletethickness/:id',
    item: thicknessSchema,
    listOutput: (thicknessList) => ({ thicknesses: thicknessList }),
    listResponse: z.strictObject({ thicknesses: z.array(thicknessSchema) }),
    messages: {
      created: m.thicknessCreated,
      updated: m.thicknessUpdated,
      deleted: m.thicknessDeleted,
    },
  });

  restRoute(app, {
    method: 'GET',
    url: '/size/getallsize',
    useCase: listSizes,
    input: () => undefined,
    output: (sizes) => ({ sizes }),
    response: sizesResponse,
  });
  restRoute(app, {
    method: 'POST',
    url: '/size/createsize',
    useCase: createSize,
    status: 201,
    output: (data) => ({ message: m.sizeCreated, data }),
    response: sizeSavedResponse,
  });
  restRoute(app, {
    method: 'PUT',
    url: '/size/updatesize/:id',
    useCase: updateSize,
    input: (r) => ({ ...(r.body as object), sizeId: params(r).id }),
    output: (data) => ({ message: m.sizeUpdated, data }),
    response: sizeSavedResponse,
  });
  restRoute(app, {
    method: 'DELETE',
    url: '/size/deletesize/:id',
    useCase: deleteSize,
    input: (r) => ({ sizeId: params(r).id }),
    output: () => ({ message: m.sizeDeleted }),
    response: messageResponse,
  });

  // Price tables: the legacy reads are objects keyed by names, the writes take ids.
  restRoute(app, {
    method: 'GET',
    url: '/material/getpricepersqft',
    useCase: listPrices,
    input: () => undefined,
    output: ({ pairs }) => {
      const table: Record<string, Record<string, number>> = {};
      for (const p of pairs) {
        table[p.materialName] ??= {};
        (table[p.materialName] as Record<string, number>)[p.frameMaterialName] = p.pricePerSqft;
      }
      return table;
    },
    response: pairPriceTableResponse,
  });
  restRoute(app, {
    method: 'POST',
    url: '/material/addpricepersqft',
    useCase: pairPrices.add,
    status: 201,
    output: () => ({ message: pair.added }),
    response: messageResponse,
  });
  restRoute(app, {
    method: 'PUT',
    url: '/material/updatepricepersqft',
    useCase: pairPrices.update,
    output: () => ({ message: pair.updated }),
    response: messageResponse,
  });
  restRoute(app, {
    method: 'DELETE',
    url: '/material/deleteprice/:materialId/:frameMaterialId',
    useCase: pairPrices.remove,
    input: (r) => ({ ...params(r) }),
    output: () => ({ message: pair.deleted }),
    response: messageResponse,
  });

  restRoute(app, {
    method: 'GET',
    url: '/oneside/getonesideroundpersqft',
    useCase: listPrices,
    input: () => undefined,
    output: ({ oneSide }) =>
      Object.fromEntries(oneSide.map((p) => [p.materialName, p.pricePerSqft])),
    response: oneSidePriceTableResponse,
  });
  restRoute(app, {
    method: 'POST',
    url: '/oneside/addonesideroundpersqft',
    useCase: oneSidePrices.add,
    status: 201,
    output: () => ({ message: oneSide.added }),
    response: messageResponse,
  });
  restRoute(app, {
    method: 'PUT',
    url: '/oneside/updateonesideroundpersqft',
    useCase: oneSidePrices.update,
    output: () => ({ message: oneSide.updated }),
    response: messageResponse,
  });
  restRoute(app, {
    method: 'DELETE',
    url: '/oneside/deleteonesideroundpersqft/:materialId',
    useCase: oneSidePrices.remove,
    input: (r) => ({ ...params(r) }),
    output: () => ({ message: oneSide.deleted }),
    response: messageResponse,
  });
}
