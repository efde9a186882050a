import { describe, expect, it } from 'vitest';
import { GAP, overlaps, toastTop } from './toast-placement';

const foot = { top: 720, bottom: 832, left: 12, right: 378 };

describe('where a toast goes', () => {
  it('at the foot, when it covers nothing just used', () => {
    expect(toastTop(foot, [], 64)).toBeNull();
    // The header's buttons and a control higher up the screen.
    expect(toastTop(foot, [{ top: 10, bottom: 54, left: 300, right: 344 }], 64)).toBeNull();
    expect(toastTop(foot, [{ top: 400, bottom: 448, left: 20, right: 370 }], 64)).toBeNull();
  });

  it('below the header, when at the foot it would cover the button just pressed or the field in use', () => {
    const post = { top: 690, bottom: 734, left: 190, right: 290 };
    expect(toastTop(foot, [post], 64)).toBe(64 + GAP / 1.5);
    expect(toastTop(foot, [{ top: 800, bottom: 840, left: 20, right: 60 }], 0)).toBe(GAP / 1.5);
  });

  it('boxes that only touch do not overlap', () => {
    expect(overlaps(foot, { top: 680, bottom: 720, left: 0, right: 390 })).toBe(false);
    expect(overlaps(foot, { top: 680, bottom: 721, left: 0, right: 390 })).toBe(true);
  });
});
