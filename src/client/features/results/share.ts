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
