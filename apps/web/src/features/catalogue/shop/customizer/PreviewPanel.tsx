import { formatRupees } from '@frameshop/contracts/shared/format';
import type { ComponentProps } from 'react';
import { FrameCloseUp, sofaCaption, WallScene } from './FramePreview';

/**
 * The frame close up and on a wall to scale; on a desktop also the price, in view beside the
 * steps (phones have the bottom bar). Phone: after the frame step. Desktop: beside the steps.
 */
export function PreviewPanel({
  preview,
  price,
}: {
  preview: ComponentProps<typeof WallScene>;
  price: number | null;
}) {
  return (
    <section
      aria-labelledby="customizer-preview"
      className="min-w-0 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-4 lg:row-start-1"
    >
      <h2 id="customizer-preview" className="text-lg font-semibold text-stone-900">
        Preview
      </h2>
      <div className="mt-3 h-64 rounded-xl bg-[#efe9df] p-2">
        <FrameCloseUp {...preview} />
      </div>
      <figure className="mt-4">
        <div className="overflow-hidden rounded-xl ring-1 ring-stone-200">
          <WallScene {...preview} />
        </div>
        <figcaption className="mt-2 text-xs text-stone-600">
          {sofaCaption(preview.print)}
        </figcaption>
      </figure>
      <p className="mt-4 hidden items-baseline justify-between border-t border-stone-200 pt-3 lg:flex">
        <span className="text-sm text-stone-600">Price per frame</span>
        <span className="text-lg font-semibold text-stone-900">
          {price === null ? '—' : formatRupees(price)}
        </span>
      </p>
    </section>
  );
}
