import { useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';

/**
 * react-easy-crop on the photo's preview, its crop area locked to the print's aspect (round for
 * Round and Oval frames). Drag or pinch to move and zoom; from the keyboard, the crop area takes
 * focus and the arrow keys move the photo, and the zoom slider zooms. Answers the crop as
 * percentages of the image: the page turns them into pixels of the original.
 */
export default function CropArea({
  image,
  aspect,
  round,
  onCrop,
}: {
  image: string;
  aspect: number;
  round: boolean;
  onCrop: (area: Area) => void;
}) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const zoomId = useId();
  return (
    <div className="space-y-3">
      <div className="relative h-72 w-full overflow-hidden rounded-xl bg-stone-800 sm:h-96">
        <Cropper
          image={image}
          crop={crop}
          zoom={zoom}
          aspect={aspect}
          minZoom={1}
          maxZoom={4}
          cropShape={round ? 'round' : 'rect'}
          zoomWithScroll={false}
          keyboardStep={8}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(area) => onCrop(area)}
          cropperProps={{
            role: 'group',
            'aria-label': 'Crop area: drag the photo, or use the arrow keys to move it',
          }}
        />
      </div>
      <div className="flex h-7 items-center gap-3">
        <label htmlFor={zoomId} className="text-sm font-medium text-stone-800">
          Zoom
        </label>
        <input
          id={zoomId}
          type="range"
          min={1}
          max={4}
          step={0.05}
          value={zoom}
          aria-valuetext={`${Math.round(zoom * 100)}%`}
          onChange={(e) => setZoom(Number(e.target.value))}
          className="h-2 flex-1 accent-amber-700"
        />
        <button
          type="button"
          onClick={() => {
            setZoom(1);
            setCrop({ x: 0, y: 0 });
          }}
          className="rounded-lg px-2 py-1 text-sm font-medium text-amber-800 underline hover:bg-amber-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-600"
        >
          Reset
        </button>
      </div>
    </div>
  );
}
