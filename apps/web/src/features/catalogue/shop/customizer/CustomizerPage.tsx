import type { PhotoDto } from '@frameshop/contracts/orders/photos';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../../components/States';
import { trpc } from '../../../../lib/trpc';
import { Step } from './Choices';
import { FrameStep } from './FrameStep';
import { PhoneBar } from './PhoneBar';
import { PhotoStep } from './PhotoStep';
import { PreviewPanel } from './PreviewPanel';
import { ReviewPanel } from './ReviewPanel';
import { SizeStep } from './SizeStep';
import {
  customFramesAvailable,
  type Options,
  type PriceLists,
  useCustomFrame,
  useCustomizerPhoto,
} from './use-customizer';

/**
 * /ProductCustomizer: a custom frame around the shopper's own photo, as four steps on one page
 * (1 Photo, 2 Size & crop, 3 Frame, 4 Review & add) with a live preview to scale, the live price
 * from the same quote function the server uses, and the print-quality guard. What is chosen and
 * what follows from it live in `use-customizer.ts`; this file lays the steps out.
 */
export function CustomizerPage() {
  const options = trpc.catalogue.options.useQuery();
  const prices = trpc.catalogue.prices.list.useQuery();
  const { state, photo, onUploaded } = useCustomizerPhoto();

  const photoStep = (
    <Step n={1} title="Photo">
      <PhotoStep state={state} onUploaded={onUploaded} />
    </Step>
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-semibold tracking-tight text-stone-900">Customise a frame</h1>
      <p className="mt-2 max-w-2xl text-stone-600">
        Upload your photo, choose its size and frame, and see it on a wall to scale. We print and
        frame it in our workshop.
      </p>
      {options.data && prices.data ? (
        customFramesAvailable(options.data) ? (
          <Configurator
            options={options.data}
            prices={prices.data}
            photo={photo}
            photoLoading={state.status === 'loading'}
            photoStep={photoStep}
          />
        ) : (
          <Unavailable />
        )
      ) : (
        <div className={COLUMNS}>
          <div className={`${LEFT} space-y-6`}>
            {photoStep}
            {options.isError || prices.isError ? (
              <ErrorState
                message="We couldn't load the sizes and frames. Please check your connection and try again."
                onRetry={() => {
                  void options.refetch();
                  void prices.refetch();
                }}
              />
            ) : (
              <StepsSkeleton />
            )}
          </div>
        </div>
      )}
    </div>
  );
}

const COLUMNS = 'mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start';
const LEFT = 'min-w-0 lg:col-start-1';

function StepsSkeleton() {
  return (
    <div role="status" aria-label="Loading sizes and frames" className="space-y-6">
      {[0, 1].map((i) => (
        <div
          key={i}
          className="h-72 animate-pulse rounded-2xl border border-stone-200 bg-stone-100"
        />
      ))}
    </div>
  );
}

/** No sizes or materials yet: no upload is asked for, there is nothing to frame it with. */
function Unavailable() {
  return (
    <div className="mt-6 max-w-3xl">
      <div className="rounded-2xl border border-stone-200 bg-white p-6 text-stone-700">
        <h2 className="text-lg font-semibold text-stone-900">
          Custom frames are not available yet
        </h2>
        <p className="mt-2">
          Our workshop is still setting up sizes and frames. Meanwhile,{' '}
          <Link to="/Contact" className="text-amber-800 underline">
            contact us
          </Link>{' '}
          for a custom frame or{' '}
          <Link to="/ProductListing" className="text-amber-800 underline">
            browse ready-made frames
          </Link>
          .
        </p>
      </div>
    </div>
  );
}

/** Steps 2 to 4 and the preview, once the catalogue's options and prices are in. */
function Configurator(props: {
  options: Options;
  prices: PriceLists;
  photo: PhotoDto | null;
  photoLoading: boolean;
  photoStep: ReactNode;
}) {
  const frame = useCustomFrame(props);
  return (
    <div className={COLUMNS}>
      <div className={LEFT}>{props.photoStep}</div>
      <div className={LEFT}>
        <Step n={2} title="Size & crop">
          <SizeStep {...frame.sizeStep} />
        </Step>
      </div>
      <div className={LEFT}>
        <Step n={3} title="Frame">
          <FrameStep {...frame.frameStep} />
        </Step>
      </div>
      <PreviewPanel preview={frame.preview} price={frame.price} />
      <div className={LEFT}>
        <Step n={4} title="Review & add">
          <ReviewPanel {...frame.review} />
        </Step>
      </div>
      <PhoneBar price={frame.price} detail={frame.barNote} />
    </div>
  );
}
