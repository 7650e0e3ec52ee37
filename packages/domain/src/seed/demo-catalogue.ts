import { FRAME_SHAPES } from '@frameshop/contracts/catalogue/constants';
import type { FrameInput } from '@frameshop/contracts/catalogue/schemas';
import { z } from 'zod';
import { frameMaterials, materials, thicknesses } from '../catalogue/attributes.service';
import { createFrame } from '../catalogue/frames.service';
import { oneSidePrices, pairPrices } from '../catalogue/prices.service';
import { createSize } from '../catalogue/sizes.service';
import type { ServiceContext } from '../shared/context';
import { defineUseCase } from '../shared/use-case';

const MATERIALS = ['Canvas', 'Photo Paper', 'Acrylic', 'Glass', 'Metal Print'];
const FRAME_MATERIALS = ['Teak Wood', 'Oak Wood', 'Sheesham Wood', 'Aluminium', 'MDF'];
const THICKNESSES = ['3mm', '5mm', '8mm', '12mm'];
const SIZES: [number, number][] = [
  [4, 6],
  [5, 7],
  [8, 10],
  [8, 12],
  [10, 12],
  [11, 14],
  [12, 16],
  [12, 18],
  [16, 20],
  [18, 24],
  [20, 30],
  [24, 36],
];
const NAMES = [
  'Heritage Teak Classic',
  'Jaipur Jharokha',
  'Monsoon Mist',
  'Kerala Backwaters',
  'Brass Edge Minimal',
  'Royal Sheesham Ornate',
  'Gallery White Slim',
  'Midnight Black Float',
  'Rustic Barnwood',
  'Golden Mandala',
  'Himalayan Pine',
  'Coastal Driftwood',
  'Mughal Arch',
  'Bauhaus Metal',
  'Lotus Carved',
  'Urban Loft',
  'Sunset Terracotta',
  'Indigo Block Print',
  'Walnut Shadow Box',
  'Marigold Festive',
  'Silver Filigree',
  'Monochrome Duo',
  'Banyan Natural',
  'Pastel Kids Room',
  'Vintage Postcard',
  'Temple Bell Bronze',
];
const COLOURS = ['Walnut', 'Black', 'White', 'Gold', 'Silver', 'Natural Teak', 'Mahogany', 'Grey'];
const PALETTE = ['#7c4a2d', '#1f2937', '#d6b370', '#4f6d7a', '#9b2c2c', '#2f6f4e', '#6b4f9e'];

/** A tiny deterministic generator, so every fresh demo shop looks the same. */
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

/** A framed-artwork picture drawn as SVG and rasterised to PNG, which uploads accept. */
async function artwork(index: number, variant: number): Promise<Buffer> {
  const frame = PALETTE[index % PALETTE.length];
  const art = PALETTE[(index + 3 + variant) % PALETTE.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1500">
    <rect width="1200" height="1500" fill="#f3efe8"/>
    <rect x="150" y="150" width="900" height="1200" fill="${frame}"/>
    <rect x="210" y="210" width="780" height="1080" fill="#fbf8f2"/>
    <rect x="270" y="270" width="660" height="960" fill="${art}" opacity="0.85"/>
    <circle cx="${600 + variant * 80}" cy="${620 - variant * 60}" r="${140 + (index % 4) * 30}" fill="#fbf8f2" opacity="0.5"/>
    <path d="M270 1050 L520 760 L700 960 L820 840 L930 1000 L930 1230 L270 1230 Z" fill="#111827" opacity="0.35"/>
  </svg>`;
  // Trusted SVG drawn here, never an upload; sharp loads only when a demo shop is seeded.
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png({ compressionLevel: 3 }).toBuffer();
}

/**
 * A believable catalogue for a fresh demo shop: attributes, a full price table and
 * frames with generated images, several variants and stock (some low, some out).
 * Runs only on an empty catalogue, as system work (boot calls it; no route can).
 */
export const seedDemoCatalogue = defineUseCase({
  name: 'seed.demoCatalogue',
  access: 'system',
  kind: 'mutation',
  invalidates: ['catalogue'],
  input: z.undefined(),
  handler: async (ctx) => {
    if ((await materials.list.run(ctx, undefined)).length > 0) return 0;
    return seed(ctx);
  },
});

async function seed(ctx: ServiceContext): Promise<number> {
  const random = rng(42);

  const materialIds: number[] = [];
  for (const name of MATERIALS)
    materialIds.push((await materials.create.run(ctx, { name })).materialId);
  const frameMaterialIds: number[] = [];
  for (const name of FRAME_MATERIALS) {
    frameMaterialIds.push((await frameMaterials.create.run(ctx, { name })).frameMaterialId);
  }
  for (const name of THICKNESSES) await thicknesses.create.run(ctx, { name });
  const sizeIds: number[] = [];
  for (const [width, height] of SIZES)
    sizeIds.push((await createSize.run(ctx, { width, height })).sizeId);

  for (const [m, materialId] of materialIds.entries()) {
    for (const [f, frameMaterialId] of frameMaterialIds.entries()) {
      await pairPrices.add.run(ctx, {
        materialId,
        frameMaterialId,
        pricePerSqft: 180 + m * 40 + f * 25,
      });
    }
    await oneSidePrices.add.run(ctx, { materialId, pricePerSqft: 60 + m * 10 });
  }

  for (const [i, name] of NAMES.entries()) {
    const basePrice = 499 + Math.round(random() * 40) * 100;
    const start = Math.floor(random() * (SIZES.length - 4));
    const sizes = [0, 1, 2].map((k) => {
      const price = basePrice + k * 400;
      // Every fifth frame has a sold-out size, every seventh a low one.
      const stock = i % 5 === k ? 0 : i % 7 === k ? 3 : 8 + Math.floor(random() * 40);
      return {
        sizeId: sizeIds[start + k * 2] as number,
        price,
        offer_price: i % 3 === 0 ? Math.round(price * 0.85) : null,
        total_qty: stock,
      };
    });
    const origin = i % 2 === 0 ? 'Jaipur, Rajasthan' : 'Saharanpur, Uttar Pradesh';
    const input: FrameInput = {
      name,
      basePrice,
      description: `${name}: a moulding carved by hand in ${origin.split(',')[0]}, framed in our Bengaluru workshop, ready to hang.`,
      colors: [COLOURS[i % COLOURS.length] as string, COLOURS[(i + 3) % COLOURS.length] as string],
      materialId: materialIds[i % materialIds.length] as number,
      frameMaterialId: frameMaterialIds[(i * 2) % frameMaterialIds.length] as number,
      frameShape: FRAME_SHAPES[i % FRAME_SHAPES.length] as FrameInput['frameShape'],
      weight: Math.round((0.6 + random() * 2.4) * 10) / 10,
      origin,
      careInstruction: [
        'Wipe with a soft dry cloth',
        'Keep away from direct sunlight and damp walls',
      ],
      includes: ['Frame with glazing', 'Back board', 'Wall hanging hooks'],
      isNewArrival: i < 8,
      isOffer: i % 3 === 0,
      sizes,
    };
    const images = i % 4 === 0 ? [await artwork(i, 0), await artwork(i, 1)] : [await artwork(i, 0)];
    await createFrame.run(ctx, input, images);
  }
  return NAMES.length;
}
