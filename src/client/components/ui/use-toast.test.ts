import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast } from './use-toast';

describe('the toast store: onClose', () => {
  afterEach(() => {
    dismissToast();
    vi.useRealTimers();
  });

  it('is called once when the toast closes (time out, swipe, close button), not again', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    const shown = toast({ title: 'Failed to send survey email', onClose });
    expect(onClose).not.toHaveBeenCalled();
    shown.dismiss();
    expect(onClose).toHaveBeenCalledTimes(1);
    shown.dismiss();
    dismissToast();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is not called when a newer toast takes its place (one at a time)', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    toast({ title: 'Failed to send survey email', onClose });
    const next = toast({ title: 'Sending survey...' });
    expect(onClose).not.toHaveBeenCalled();
    next.dismiss();
    expect(onClose).not.toHaveBeenCalled();
  });
});
