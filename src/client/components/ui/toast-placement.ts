/**
 * Where a toast goes (docs/decisions/0049): at the foot of the screen, unless there it would cover the
 * control the person just used (the button they pressed, the field they are in), as a failed 'Post' or
 * 'Continue' at the bottom of a phone's screen; then just below the sticky header, out of the way of both.
 */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export const GAP = 12;

export const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * `null`: at the foot; else the distance from the top of the screen (below the header). `foot` is where
 * the toast would sit at the foot; `used` the boxes of the controls just used.
 */
export function toastTop(foot: Box, used: readonly Box[], headerBottom: number): number | null {
  return used.some((b) => overlaps(foot, b)) ? Math.max(0, headerBottom) + GAP / 1.5 : null;
}
