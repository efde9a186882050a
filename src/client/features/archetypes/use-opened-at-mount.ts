import { useEffect, useEffectEvent } from 'react';

/**
 * A dialog its card mounts open (the card loads the dialog's module when its trigger is first pressed)
 * runs its opening once, a moment after mounting, then tells the card (`onMountedOpen`), so that a
 * later remount starts closed.
 */
export function useOpenedAtMount(
  defaultOpen: boolean,
  onOpenChange: (open: boolean) => void,
  onMountedOpen?: () => void,
): void {
  const openedAtMount = useEffectEvent(() => {
    if (!defaultOpen) return;
    onOpenChange(true);
    onMountedOpen?.();
  });
  useEffect(() => {
    const start = setTimeout(openedAtMount);
    return () => clearTimeout(start);
  }, []);
}
