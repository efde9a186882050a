import { Dialog, DialogContent, DialogTrigger } from '#client/components/ui/dialog.tsx';

/** A post's image: tap to see it large in a dialog. */
export function PostImage({ src, author, small = false }: { src: string; author: string; small?: boolean }) {
  const alt = `Image shared by ${author}`;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <button
          type="button"
          aria-label={`View image shared by ${author} larger`}
          className="block overflow-hidden rounded-2xl border border-sand bg-sand/40 focus-visible:outline-3 focus-visible:outline-teal"
        >
          <img
            src={src}
            alt={alt}
            loading="lazy"
            className={small ? 'max-h-40 w-auto object-cover' : 'max-h-80 w-full object-cover'}
          />
        </button>
      </DialogTrigger>
      <DialogContent title={alt} className="max-w-[420px] p-4">
        <img src={src} alt={alt} className="max-h-[75dvh] w-full rounded-2xl object-contain" />
      </DialogContent>
    </Dialog>
  );
}
