import type { ContactStatus, NewsSection } from '@frameshop/contracts/content/schemas';
import { z } from 'zod';
import { listFrames } from '../catalogue/frames.service';
import { createNews, listNews } from '../content/news.service';
import { createPost } from '../content/posts.service';
import { addReview } from '../content/reviews.service';
import { createSlider } from '../content/sliders.service';
import { saveWall } from '../content/wall.service';
import type { ServiceContext } from '../shared/context';
import { defineUseCase } from '../shared/use-case';
import { DEMO_REVIEWERS, ensureDemoShoppers } from './demo-accounts';
import { insertDemoInquiries } from './demo-content.repository';

const DAY = 24 * 60 * 60 * 1000;
const PALETTE = ['#7c4a2d', '#1f2937', '#d6b370', '#4f6d7a', '#9b2c2c', '#2f6f4e', '#6b4f9e'];

/** A banner drawn as SVG and rasterised to PNG (uploads accept PNG), like the catalogue's art. */
async function banner(index: number, width = 960, height = 540): Promise<Buffer> {
  const a = PALETTE[index % PALETTE.length];
  const b = PALETTE[(index + 2) % PALETTE.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="${a}"/>
    <circle cx="${width * 0.7}" cy="${height * 0.4}" r="${height * 0.35}" fill="${b}" opacity="0.7"/>
    <rect x="${width * 0.1}" y="${height * 0.2}" width="${width * 0.35}" height="${height * 0.6}" fill="#fbf8f2" opacity="0.9"/>
    <rect x="${width * 0.13}" y="${height * 0.25}" width="${width * 0.29}" height="${height * 0.5}" fill="${b}"/>
  </svg>`;
  // Trusted SVG drawn here, never an upload; sharp loads only when a demo shop is seeded.
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}

const NEWS: { title: string; author: string; shortDesc: string; sections: NewsSection[] }[] = [
  [
    'Choosing the right frame for your living room',
    'Meera Iyer',
    'Colour, scale and wood: a simple guide for Indian homes.',
  ],
  [
    'Diwali gifting: frames that light up a home',
    'Arjun Nair',
    'Our festive picks, from brass edges to marigold hues.',
  ],
  [
    'Caring for teak and sheesham frames in the monsoon',
    'Kavya Reddy',
    'Keep humidity away from your favourite photographs.',
  ],
  [
    'Behind the scenes at our Bengaluru workshop',
    'Rohan Mehta',
    'Meet the artisans who join, sand and finish every frame.',
  ],
  [
    'Gallery walls made easy',
    'Meera Iyer',
    'Plan, measure and hang a wall of memories in an afternoon.',
  ],
  [
    'Canvas or photo paper? Picking the right print',
    'Sanjay Kulkarni',
    'What each material does best, and what it costs.',
  ],
  [
    'Framing your wedding photographs',
    'Ananya Bose',
    'Sizes, mounts and finishes that last for generations.',
  ],
  [
    'New arrivals: the Mughal Arch collection',
    'Arjun Nair',
    'Arched frames inspired by the jharokhas of Rajasthan.',
  ],
].map(([title, author, shortDesc], i) => ({
  title: title as string,
  author: author as string,
  shortDesc: shortDesc as string,
  sections: [
    {
      sectionTitle: 'Where to start',
      content: `${shortDesc} Start with the photograph or artwork, then the wall it will live on.`,
      bullets: [
        'Measure the wall first',
        'Pick a frame width that suits the art',
        'Leave room for a mount',
      ],
    },
    {
      sectionTitle: 'Our advice',
      content: 'Natural woods warm up a room; black and white frames keep it calm and modern.',
      bullets: i % 2 === 0 ? ['Teak for warmth', 'Aluminium for a gallery look'] : [],
    },
    {
      sectionTitle: 'Visit us',
      content: 'Order online, or write to us from the Contact page for custom sizes.',
      bullets: [],
    },
  ],
}));

const REVIEW_TEXTS: [number, string, string][] = [
  [5, 'Beautiful finish', 'The teak grain is lovely and it arrived well packed.'],
  [4, 'Good value', 'Sturdy frame, the glass had a small smudge but cleaned easily.'],
  [5, 'Perfect gift', 'Gifted it to my parents for their anniversary. They loved it.'],
  [3, 'Decent', 'Nice frame, delivery took a few days longer than promised.'],
  [4, 'Looks premium', 'Looks much more expensive than it is.'],
  [5, 'Exactly as shown', 'Colour matches the photos on the site exactly.'],
  [2, 'Corner was chipped', 'Support replaced it quickly, but the first one was damaged.'],
  [4, 'Nice and light', 'Easy to hang on a plaster wall with a single nail.'],
];

const INQUIRIES: {
  name: string;
  email: string;
  phone: string;
  inquiryType: string | null;
  message: string;
  status: ContactStatus;
}[] = [
  {
    name: 'Pooja Sharma',
    email: 'pooja@example.com',
    phone: '+91 98200 11223',
    inquiryType: 'Custom frame',
    message: 'Can you frame a 30x40 inch canvas painting with a gold border?',
    status: 'new',
  },
  {
    name: 'Vikram Rao',
    email: 'vikram@example.com',
    phone: '+91 99000 44556',
    inquiryType: 'Bulk order',
    message: 'We need 40 certificate frames for our office. Do you offer a discount?',
    status: 'pending',
  },
  {
    name: 'Lakshmi Narayan',
    email: 'lakshmi@example.com',
    phone: '',
    inquiryType: null,
    message: 'Do you deliver to Coimbatore, and how long does it take?',
    status: 'closed',
  },
  {
    name: 'Farhan Qureshi',
    email: 'farhan@example.com',
    phone: '+91 90040 77889',
    inquiryType: 'Order status',
    message: 'My order has not been shipped yet. Could you check, please?',
    status: 'pending',
  },
  {
    name: 'Gurpreet Kaur',
    email: 'gurpreet@example.com',
    phone: '+91 98150 33221',
    inquiryType: 'General',
    message: 'Love the Jaipur Jharokha frame! Is it available in white?',
    status: 'new',
  },
];

/**
 * Believable content for a fresh demo shop: 3 sliders, 6 social posts, the wall, 8 news
 * articles, 5 inquiries in different states and reviews by six demo shoppers across the demo
 * frames. Runs only when there is no news yet, as system work (boot calls it; no route can).
 */
export const seedDemoContent = defineUseCase({
  name: 'seed.demoContent',
  access: 'system',
  kind: 'mutation',
  invalidates: ['content', 'catalogue'],
  input: z.undefined(),
  handler: async (ctx): Promise<{ news: number; reviews: number } | null> => {
    if ((await listNews.run(ctx, { page: 1, limit: 1, search: '' })).data.length > 0) return null;
    return seed(ctx);
  },
});

async function seed(ctx: ServiceContext) {
  const now = ctx.now();
  const at = (ms: number): ServiceContext => ({ ...ctx, now: () => ms });
  const images = await Promise.all([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => banner(i)));
  const image = (i: number) => images[i % images.length] as Buffer;

  for (let i = 0; i < 3; i++) await createSlider.run(ctx, {}, [image(i)]);
  for (let i = 0; i < 6; i++) {
    await createPost.run(
      at(now - (6 - i) * DAY),
      {
        instagramLink: `https://www.instagram.com/p/frameshop${i + 1}/`,
      },
      [image(i + 3)],
    );
  }
  await saveWall.run(
    ctx,
    {
      title: 'Frames made by hand in Bengaluru',
      description:
        'Every frame is cut, joined and finished by our artisans, then packed with care and shipped across India.',
    },
    [image(9)],
  );
  for (const [i, article] of NEWS.entries()) {
    // Every third article has no image, as real news lists do.
    await createNews.run(
      at(now - (NEWS.length - i) * 3 * DAY),
      { ...article, removeImage: false },
      i % 3 === 2 ? [] : [image(i)],
    );
  }
  await insertDemoInquiries(
    ctx.db,
    INQUIRIES.map((inquiry, i) => ({ ...inquiry, createdAt: now - (INQUIRIES.length - i) * DAY })),
  );

  const shoppers = await ensureDemoShoppers(ctx, DEMO_REVIEWERS);
  const frames = (
    await listFrames.run(ctx, {
      page: 1,
      limit: 100,
      search: '',
      sort: 'newest',
    })
  ).data;
  let reviews = 0;
  for (const [s, shopper] of shoppers.entries()) {
    // Each shopper reviews about a third of the frames, starting at a different one.
    for (const [f, frame] of frames.entries()) {
      if ((f + s) % 3 !== 0) continue;
      const [rating, title, review] = REVIEW_TEXTS[(f + s * 3) % REVIEW_TEXTS.length] as [
        number,
        string,
        string,
      ];
      await addReview(at(now - ((f * 7 + s * 13) % 60) * DAY), shopper, {
        frameId: frame.frameId,
        rating,
        title,
        review,
      });
      reviews++;
    }
  }
  return { news: NEWS.length, reviews };
}
