/**
 * 'Adjust Your Pet's Photo': a square crop (aspect 1), zoom 1-3 in steps of 0.1, Cancel and Apply.
 * Apply hands back a JPEG data URL at quality 0.9.
 */
import { useCallback, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { ZoomIn, ZoomOut } from 'lucide-react';
import { Dialog, DialogContent } from './ui/dialog';
import { Button } from './ui/button';

export const CROP_ZOOM = { min: 1, max: 3, step: 0.1 } as const;
const OUTPUT_SIDE = 800;

async function cropToDataUrl(src: string, area: Area): Promise<string> {
  const image = new Image();
  image.src = src;
  await image.decode();
  const canvas = document.createElement('canvas');
  const side = Math.min(OUTPUT_SIDE, Math.round(area.width));
  canvas.width = side;
  canvas.height = side;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas is not available');
  ctx.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return canvas.toDataURL('image/jpeg', 0.9);
}

interface PhotoCropDialogProps {
  /** The chosen image as a data URL; the dialog is open while it is set. */
  image: string | null;
  onCancel: () => void;
  onApply: (dataUrl: string) => void;
}

export function PhotoCropDialog({ image, onCancel, onApply }: PhotoCropDialogProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  const reset = () => {
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
  };
  const apply = async () => {
    if (!image || !area) return;
    setBusy(true);
    try {
      onApply(await cropToDataUrl(image, area));
      reset();
    } catch (err) {
      console.warn('Photo crop failed', err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={image !== null}
      onOpenChange={(open) => {
        if (!open) {
          reset();
          onCancel();
        }
      }}
    >
      <DialogContent
        title="Adjust Your Pet's Photo"
        description="Drag to position and zoom so your pet fills the square."
      >
        <div className="relative aspect-square w-full overflow-hidden rounded-2xl bg-ink">
          {image ? (
            <Cropper
              image={image}
              crop={crop}
              zoom={zoom}
              minZoom={CROP_ZOOM.min}
              maxZoom={CROP_ZOOM.max}
              aspect={1}
              cropShape="rect"
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={onCropComplete}
            />
          ) : null}
        </div>
        <label className="mt-4 flex items-center gap-3">
          <ZoomOut aria-hidden className="size-5 text-muted" />
          <span className="sr-only">Zoom</span>
          <input
            type="range"
            min={CROP_ZOOM.min}
            max={CROP_ZOOM.max}
            step={CROP_ZOOM.step}
            value={zoom}
            onChange={(e) => setZoom(Number(e.target.value))}
            className="h-11 flex-1 accent-primary"
          />
          <ZoomIn aria-hidden className="size-5 text-muted" />
        </label>
        <div className="mt-4 grid grid-cols-2 gap-3">
          <Button
            variant="secondary"
            onClick={() => {
              reset();
              onCancel();
            }}
          >
            Cancel
          </Button>
          <Button onClick={() => void apply()} disabled={!area || busy}>
            Apply
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
