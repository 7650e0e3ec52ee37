import {
  listContactReplies,
  replyToContact,
} from '@frameshop/domain/content/contact-replies.service';
import {
  deleteContact,
  listContacts,
  setContactStatus,
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
  myFrameReview,
  updateReview,
} from '@frameshop/domain/content/reviews.service';
import {
  createSlider,
  deleteSlider,
  listSliders,
  reorderSliders,
} from '@frameshop/domain/content/sliders.service';
import { deleteWall, getWall, saveWall } from '@frameshop/domain/content/wall.service';
import { mutationFor, queryFor } from '../trpc';

/**
 * News, the home page (sliders, social posts, the wall), contact inquiries and reviews.
 * Public: the reads of news, sliders, posts, the wall and a frame's reviews, and the contact
 * form. Review create and update: any signed-in person (their own). Everything else: admins.
 * tRPC carries no files: images go through the multipart REST routes; a tRPC news or post
 * create/update without an image works (a post or slider create without one is a 400).
 *
 * Each procedure's handler is the use case it names, in packages/domain/src/content.
 */
export const contentRouter = {
  news: {
    list: queryFor(listNews),
    byId: queryFor(getNews),
    create: mutationFor(createNews),
    update: mutationFor(updateNews),
    delete: mutationFor(deleteNews),
  },
  sliders: {
    list: queryFor(listSliders),
    create: mutationFor(createSlider),
    delete: mutationFor(deleteSlider),
    reorder: mutationFor(reorderSliders),
  },
  posts: {
    list: queryFor(listPosts),
    create: mutationFor(createPost),
    update: mutationFor(updatePost),
    delete: mutationFor(deletePost),
  },
  wall: {
    get: queryFor(getWall),
    save: mutationFor(saveWall),
    delete: mutationFor(deleteWall),
  },
  contacts: {
    submit: mutationFor(submitContact),
    list: queryFor(listContacts),
    setStatus: mutationFor(setContactStatus),
    delete: mutationFor(deleteContact),
    reply: mutationFor(replyToContact),
    replies: queryFor(listContactReplies),
  },
  reviews: {
    listForFrame: queryFor(listFrameReviews),
    mine: queryFor(myFrameReview),
    create: mutationFor(createReview),
    update: mutationFor(updateReview),
    listAll: queryFor(listAllReviews),
    delete: mutationFor(deleteReview),
  },
};
