import { mergeClasses } from '#client/lib/class-merge.ts';

export const LOGO_CLASSES = 'size-10';

/**
 * The PawType logo (the same art as public/favicon.svg and the app icons), drawn inline: the splash
 * shows it on the first frame of every cold start, and as an <img> it was a request that raced the
 * app's own scripts and data under a slow network, and the page's largest paint
 * (docs/decisions/0034-species-pictures.md). Keep it in step with favicon.svg.
 */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 256 256" aria-hidden="true" focusable="false" className={mergeClasses(LOGO_CLASSES, className)}>
      <rect width="256" height="256" rx="56" fill="#FFF8F0" />
      <path
        d="M128 218 C58 176 52 114 92 110 C110 108 122 118 128 130 C134 118 146 108 164 110 C204 114 198 176 128 218Z"
        fill="#EA580C"
      />
      <path d="M96 128 C84 130 80 146 86 158" fill="none" stroke="#FDBA74" strokeWidth="9" strokeLinecap="round" />
      <ellipse cx="60" cy="100" rx="17" ry="23" transform="rotate(-30 60 100)" fill="#EA580C" />
      <ellipse cx="100" cy="58" rx="18" ry="25" transform="rotate(-12 100 58)" fill="#EA580C" />
      <ellipse cx="156" cy="58" rx="18" ry="25" transform="rotate(12 156 58)" fill="#EA580C" />
      <ellipse cx="196" cy="100" rx="17" ry="23" transform="rotate(30 196 100)" fill="#EA580C" />
    </svg>
  );
}
