import { FRAME_IMAGE_LIMITS } from '@frameshop/contracts/catalogue/constants';
import { catalogueMessages as m } from '@frameshop/contracts/catalogue/messages';
import {
  frameDeletedResponse,
  framePageSchema,
  frameResponse,
  frameSavedResponse,
} from '@frameshop/contracts/catalogue/responses';
import {
  createFrame,
  deleteFrame,
  getFrame,
  listFrames,
  updateFrame,
} from '@frameshop/domain/catalogue/frames.service';
import type { FastifyInstance } from 'fastify';
import { multipartRoute, registerMultipart } from './multipart';
import { params, restRoute } from './route';

/** Spec section 7: /frame/getallframes, getbyid, createframe, updateframe, deleteframe. */
export async function frameRoutes(app: FastifyInstance): Promise<void> {
  await registerMultipart(app);
  restRoute(app, {
    method: 'GET',
    url: '/frame/getallframes',
    useCase: listFrames,
    // The legacy client sends page, limit and search; the shop's filters ride along.
    input: (r) => r.query,
    response: framePageSchema,
  });
  restRoute(app, {
    method: 'GET',
    url: '/frame/getbyid/:frameId',
    useCase: getFrame,
    input: (r) => ({ frameId: params(r).frameId }),
    output: (data) => ({ data }),
    response: frameResponse,
  });
  multipartRoute(app, {
    method: 'POST',
    url: '/frame/createframe',
    useCase: createFrame,
    fileField: 'images',
    limits: FRAME_IMAGE_LIMITS,
    input: (fields) => fields,
    status: 201,
    output: (data) => ({ message: m.frameAdded, data }),
    response: frameSavedResponse,
  });
  multipartRoute(app, {
    method: 'PUT',
    url: '/frame/updateframe/:frameId',
    useCase: updateFrame,
    fileField: 'images',
    limits: FRAME_IMAGE_LIMITS,
    input: (fields, r) => ({ ...fields, frameId: params(r).frameId }),
    output: (data) => ({ message: m.frameUpdated, data }),
    response: frameSavedResponse,
  });
  restRoute(app, {
    method: 'DELETE',
    url: '/frame/deleteframe/:frameId',
    useCase: deleteFrame,
    input: (r) => ({ frameId: params(r).frameId }),
    output: ({ archived }) => ({ message: m.frameDeleted, archived }),
    response: frameDeletedResponse,
  });
}
