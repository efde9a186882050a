import { toast } from '#client/components/ui/use-toast.ts';

/** The device's share sheet where there is one; otherwise copy the link ('Link Copied!', 3 s). */
export async function shareLink(url: string, title: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link Copied!', description: url, duration: 3000, variant: 'success' });
  } catch {
    window.alert(`Share this link: ${url}`);
  }
}

/** A file name from the pet's name: 'Biscuit-PawType.png' (characters no file system takes removed). */
export function imageFileName(petName: string): string {
  const safe = [...petName]
    .map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? ' ' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60);
  return `${safe || 'My pet'}-PawType.png`;
}

/** Whether this browser can share files at all (phones): then 'Share Results' sends the story image. */
export function canShareFiles(): boolean {
  if (typeof navigator.share !== 'function' || typeof navigator.canShare !== 'function') return false;
  try {
    return navigator.canShare({ files: [new File([new Uint8Array(8)], 'probe.png', { type: 'image/png' })] });
  } catch {
    return false;
  }
}

/** The story image as a file named after the pet, or null when it cannot be had. */
export async function storyFile(storyUrl: string, petName: string): Promise<File | null> {
  try {
    const res = await fetch(storyUrl, { credentials: 'same-origin' });
    if (!res.ok) return null;
    const blob = await res.blob();
    return new File([blob], imageFileName(petName), { type: 'image/png' });
  } catch {
    return null;
  }
}

/**
 * 'Share Results': on a phone that shares files, the story image with the link (Web Share with files);
 * elsewhere, or when the image cannot be had, the link as before.
 */
export async function shareResult(opts: {
  url: string;
  title: string;
  petName: string;
  storyUrl: string;
  /** The story fetched ahead (the share sheet must open soon after the tap). */
  file?: File | null;
}): Promise<void> {
  if (canShareFiles()) {
    const file = opts.file ?? (await storyFile(opts.storyUrl, opts.petName));
    if (file && navigator.canShare({ files: [file] })) {
      try {
        await navigator.share({ files: [file], title: opts.title, text: `${opts.title} ${opts.url}`, url: opts.url });
        return;
      } catch (err) {
        if (err instanceof DOMException && err.name === 'AbortError') return;
      }
    }
  }
  await shareLink(opts.url, opts.title);
}
