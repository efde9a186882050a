import { useEffect, useId, useMemo, useRef } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { acceptImageSize } from '#client/components/photo-picker.tsx';
import { cn } from '#client/lib/utils.ts';

/** Shows the image chosen (or kept), with a remove button. */
export function ImagePreview({ src, onRemove, label }: { src: string; onRemove: () => void; label: string }) {
  return (
    <div className="relative w-fit max-w-full">
      <img
        src={src}
        alt={label}
        className="h-40 w-auto max-w-full min-w-40 rounded-2xl border-2 border-sand bg-sand/40 object-cover"
      />
      <button
        type="button"
        onClick={onRemove}
        aria-label="Remove image"
        className="absolute top-2 right-2 grid size-11 place-items-center rounded-full bg-ink/75 text-white shadow hover:bg-ink"
      >
        <X aria-hidden className="size-5" />
      </button>
    </div>
  );
}

/** The preview URL of a chosen file, released when it changes. */
export function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * A "Photo" button opening the file chooser (any image type). A file over 5 MB is refused with the
 * 'Image too large' toast and never uploaded.
 */
export function ImagePickerButton({
  onPick,
  label = 'Add photo',
  className,
  disabled,
}: {
  onPick: (file: File) => void;
  label?: string;
  className?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-label={label}
        disabled={disabled}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file && acceptImageSize(file)) onPick(file);
        }}
      />
      <button
        type="button"
        disabled={disabled}
        onClick={() => input.current?.click()}
        className={cn(
          'inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-bold text-teal hover:bg-teal-soft disabled:opacity-55',
          className,
        )}
      >
        <ImagePlus aria-hidden className="size-5" />
        {label}
      </button>
    </>
  );
}
