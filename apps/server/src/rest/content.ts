import { contentMessages as m } from '@frameshop/contracts/content/messages';
import {
  adminReviewsResponse,
  contactSchema,
  contactSubmittedResponse,
  newsPageSchema,
  newsResponse,
  newsSavedResponse,
  postSchema,
  reviewCreatedResponse,
  reviewPageSchema,
  sliderSavedResponse,
  sliderSchema,
  wallSavedResponse,
  wallSchema,
} from '@frameshop/contracts/content/responses';
import { CONTENT_IMAGE_LIMITS } from '@frameshop/contracts/content/schemas';
import { messageResponse } from '@frameshop/contracts/shared/responses';
import {
  deleteContact,
  listContacts,
  submitContact,
} from '@frameshop/domain/content/contacts.service';
import {
  createNews,
  deleteNews,
  getNews,
  listNews,
  updateNews,
} from '@frameshop/domain/content/news.service';
import {
  createPost,
  deletePost,
  listPosts,
  updatePost,
} from '@frameshop/domain/content/posts.service';
import {
  createReview,
  deleteReview,
  listAllReviews,
  listFrameReviews,
} from '@frameshop/domain/content/reviews.service';
import { createSlider, deleteSlider, listSliders } from '@frameshop/domain/content/sliders.service';
import { deleteWall, getWall, saveWall } from '@frameshop/domain/content/wall.service';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { multipartRoute, registerMultipart } from './multipart';
import { params, restRoute } from './route';

/**
 * Spec section 7 and issue 9: /news, /slider, /socialpost, /wall, /contact, /review. Images are
 * one file of at most 5 MB per request; the use cases are in packages/domain/src/content.
 */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  await registerMultipart(app);

  // ---- news
  restRoute(app, {
    method: 'GET',
    url: '/news/getallnews',
    useCase: listNews,
    input: (r) => r.query,
    response: newsPageSchema,
  });
  restRoute(app, {
    method: 'GET',
    url: '/news/getbyid/:newsId',
    useCase: getNews,
    input: (r) => ({ newsId: params(r).newsId }),
    output: (data) => ({ data }),
    response: newsResponse,
  });
  multipartRoute(app, {
    method: 'POST',
    url: '/news/createnews',
    useCase: createNews,
    fileField: 'image',
    limits: CONTENT_IMAGE_LIMITS,
    input: (fields) => fields,
    status: 201,
    output: (data) => ({ message: m.newsCreated, data }),
    response: newsSavedResponse,
  });
  multipartRoute(app, {
    method: 'PUT',
    url: '/news/updatenews/:newsId',
    useCase: updateNews,
    fileField: 'image',
    limits: CONTENT_IMAGE_LIMITS,
    input: (fields, r) => ({ ...fields, newsId: params(r).newsId }),
    output: (data) => ({ message: m.newsUpdated, data }),
    response: newsSavedResponse,
  });
  restRoute(app, {
    method: 'DELETE',
    url: '/news/deletenews/:newsId',
    useCase: deleteNews,
    input: (r) => ({ newsId: params(r).newsId }),
    output: () => ({ message: m.newsDeleted }),
    response: messageResponse,
  });

  // ---- sliders
  restRoute(app, {
    method: 'GET',
    url: '/slider/active',
    useCase: listSliders,
    input: () => undefined,
    response: z.array(sliderSchema),
  });
  multipartRoute(app, {
    method: 'POST',
    url: '/slider/createslider',
    useCase: createSlider,
    fileField: 'imageUrl',
    limits: CONTENT_IMAGE_LIMITS,
    input: (fields) => fields,
    status: 201,
    output: (data) => ({ message: m.imageUploaded, data }),
    response: sliderSavedResponse,
  });
  restRoute(app, {
    method: 'DELETE',
    url: '/slider/delete/:sliderId',
    useCase: deleteSlider,
    input: (r) => ({ sliderId: params(r).sliderId }),
    output: () => ({ message: m.imageDeleted }),
    response: messageResponse,
  });

  // ---- social posts
  restRoute(app, {
    method: 'GET',
    url: '/socialpost/getallpost',
    useCase: listPosts,
    input: () => undefined,
    response: z.array(postSchema),
  });
  multipartRoute(app, {
    method: 'POST',
    url: '/socialpost/createpost',
    useCase: createPost,
    fileField: 'image',
    limits: CONTENT_IMAGE_LIMITS,
    input: (fields) => fields,
    status: 201,
    output: (post) => post,
    response: postSchema,
  });
  multipartRoute(app, {
    method: 'PUT',
    url: '/socialpost/updatepost/:postId',
    useCase: updatePost,
    fileField: 'image',
    limits: CONTENT_IMAGE_LIMITS,
    input: (fields, r) => ({ ...fields, postId: params(r).postId }),
    output: (post) => post,
    response: postSchema,
  });
  restRoute(app, {
    method: 'DELETE',
    url: '/socialpost/deletepost/:postId',
    useCase: deletePost,
    input: (r) => ({ postId: params(r).postId }),
    output: () => ({ message: m.postDeleted }),
    response: messageResponse,
  });

  // ---- the wall: 404 when none; createwall creates it or updates the one there is
  restRoute(app, {
    method: 'GET',
    url: '/wall/getwall',
    useCase: getWall,
    input: () => undefined,
    response: wallSchema,
  });
  multipartRoute(app, {
    method: 'POST',
    url: '/wall/createwall',
    useCase: saveWall,
    fileField: 'image',
    limits: CONTENT_IMAGE_LIMITS,
    input: (fields) => fields,
    status: ({ created }) => (created ? 201 : 200),
    output: ({ wall }) => ({ message: m.wallSaved, data: wall }),
    response: wallSavedResponse,
  });
  restRoute(app, {
    method: 'DELETE',
    url: '/wall/deletewall',
    useCase: deleteWall,
    input: () => undefined,
    output: () => ({ message: m.wallDeleted }),
    response: messageResponse,
  });

  // ---- contact inquiries
  restRoute(app, {
    method: 'POST',
    url: '/contact/create',
    useCase: submitContact,
    status: 201,
    response: contactSubmittedResponse,
  });
  restRoute(app, {
    method: 'GET',
    url: '/contact/getall',
    useCase: listContacts,
    input: () => undefined,
    response: z.array(contactSchema),
  });
  restRoute(app, {
    method: 'DELETE',
    url: '/contact/remove/:contactId',
    useCase: deleteContact,
    input: (r) => ({ contactId: params(r).contactId }),
    output: () => ({ message: m.contactDeleted }),
    response: messageResponse,
  });

  // ---- reviews
  restRoute(app, {
    method: 'GET',
    url: '/review/getallreviews',
    useCase: listAllReviews,
    input: () => undefined,
    output: (reviews) => ({ reviews }),
    response: adminReviewsResponse,
  });
  restRoute(app, {
    method: 'DELETE',
    url: '/review/deletereview/:ratingId',
    useCase: deleteReview,
    input: (r) => ({ ratingId: params(r).ratingId }),
    output: () => ({ message: m.reviewDeleted }),
    response: messageResponse,
  });
  restRoute(app, {
    method: 'POST',
    url: '/review/create',
    useCase: createReview,
    status: 201,
    output: (review) => ({ message: m.reviewCreated, review }),
    response: reviewCreatedResponse,
  });
  restRoute(app, {
    method: 'GET',
    url: '/review/getbyframe/:frameId',
    useCase: listFrameReviews,
    input: (r) => ({ ...(r.query as object), frameId: params(r).frameId }),
    response: reviewPageSchema,
  });
}
