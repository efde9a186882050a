/** Choosing a pet photo: the file input, the 5 MB check and the crop dialog (photo-crop-dialog.tsx). */
import { lazy, Suspense, useRef, useState } from 'react';
import { toast } from './ui/use-toast';
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_TOAST } from '#shared/rules/assessments.ts';

const PhotoCropDialog = lazy(async () => ({ default: (await import('./photo-crop-dialog.tsx')).PhotoCropDialog }));

/** The 5 MB check of every image an owner picks (pet photos, board images), with the product's toast (docs/product-rules.md, Images). */
export function acceptImageSize(file: File): boolean {
  if (file.size <= IMAGE_MAX_BYTES) return true;
  toast({ ...IMAGE_TOO_LARGE_TOAST, variant: 'destructive' });
  return false;
}

/** Reads a chosen file as a data URL for the crop dialog. */
export function readFileAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

/**
 * A hidden file input, the 5 MB check with the product's toast, and the crop dialog, wired together.
 * Render `input` and `dialog`; call `open()` from a visible button.
 */
export function usePhotoPicker(onApply: (dataUrl: string) => void, inputLabel: string) {
  const [cropping, setCropping] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const choose = async (file: File | undefined) => {
    if (!file || !acceptImageSize(file)) return;
    setCropping(await readFileAsDataUrl(file));
  };
  const input = (
    <input
      ref={inputRef}
      type="file"
      accept="image/*"
      className="sr-only"
      aria-label={inputLabel}
      onChange={(e) => void choose(e.target.files?.[0]).finally(() => (e.target.value = ''))}
    />
  );
  // The crop dialog (react-easy-crop, Radix Dialog) loads with the first chosen photo, and stays.
  const [wanted, setWanted] = useState(false);
  if (cropping !== null && !wanted) setWanted(true);
  const dialog = wanted ? (
    <Suspense fallback={null}>
      <PhotoCropDialog
        image={cropping}
        onCancel={() => setCropping(null)}
        onApply={(dataUrl) => {
          setCropping(null);
          onApply(dataUrl);
        }}
      />
    </Suspense>
  ) : null;
  return { open: () => inputRef.current?.click(), input, dialog };
}
