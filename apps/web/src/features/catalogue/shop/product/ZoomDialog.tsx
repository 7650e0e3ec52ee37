import type { FrameImageDto } from '@frameshop/contracts/catalogue/dtos';
import { Dialog } from '../../../../components/Dialog';

/** The larger view of one gallery image (loaded on first use: it brings the modal library). */
export default function ZoomDialog(props: {
  image: FrameImageDto;
  alt: string;
  title: string;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()} title={props.title} size="lg">
      <div className="flex max-h-[75vh] justify-center overflow-auto rounded-lg bg-stone-100">
        <img
          src={`/${props.image.imageUrl}`}
          srcSet={props.image.srcset}
          sizes="(min-width: 768px) 640px, 100vw"
          alt={props.alt}
          width={1200}
          height={1500}
          className="h-auto max-h-[75vh] w-auto max-w-full object-contain"
        />
      </div>
    </Dialog>
  );
}
