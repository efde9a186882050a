/**
 * Joins a component's own Tailwind classes with the ones its caller passes, a later class replacing
 * earlier ones of the same kind (same variants, same CSS property), as tailwind-merge does, for the
 * few kinds of classes used by the components of the first screens (Button, Spinner, Logo, PetAvatar)
 * and of the result and archetype screens (Card, InfoCard, Input, Textarea) and by their callers. It
 * keeps tailwind-merge (~8.3 KiB gzip) off those screens; every other component keeps `cn()`.
 * `app/class-merge.test.ts` checks that it gives tailwind-merge's answer for every variant of those
 * components joined with every className any call of them in src/client passes (docs/decisions/0020).
 */
import { clsx, type ClassValue } from 'clsx';

const DISPLAY = /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents)$/;
const FONT_SIZES = /^text-(xs|sm|base|lg|xl|[2-9]xl)$/;
const TEXT_ALIGN = /^text-(left|center|right|justify|start|end)$/;
const PADDING_SIDES = ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'];

/** The kind of a utility (without its variants), or null for one that conflicts with nothing here. */
function kindOf(utility: string): string | null {
  if (DISPLAY.test(utility)) return 'display';
  if (FONT_SIZES.test(utility)) return 'font-size';
  if (TEXT_ALIGN.test(utility)) return 'text-align';
  if (utility.startsWith('text-')) return 'text-color';
  if (utility.startsWith('bg-')) return 'bg-color';
  if (/^border(-\d+)?$/.test(utility)) return 'border-width';
  if (/^border-(solid|dashed|dotted|double|hidden|none)$/.test(utility)) return 'border-style';
  if (/^border-[xytrblse](-|$)/.test(utility)) return null;
  if (utility.startsWith('border-')) return 'border-color';
  if (/^outline(-\d+)?$/.test(utility)) return 'outline-width';
  if (/^outline-(solid|dashed|dotted|double|hidden|none)$/.test(utility)) return 'outline-style';
  if (utility.startsWith('outline-offset-')) return 'outline-offset';
  if (utility.startsWith('outline-')) return 'outline-color';
  if (/^ring(-\d+)?$/.test(utility)) return 'ring-width';
  if (utility.startsWith('ring-')) return 'ring-color';
  if (/^shadow(-(2xs|xs|sm|md|lg|xl|2xl|none|inner))?$/.test(utility)) return 'shadow';
  if (utility.startsWith('shadow-')) return 'shadow-color';
  if (/^rounded(-(none|xs|sm|md|lg|xl|[2-4]xl|full|\[[^\]]+\]))?$/.test(utility)) return 'rounded';
  const m = /^(size|w|h|min-h|min-w|p|px|py|ps|pe|pt|pr|pb|pl|gap-x|gap-y|gap|opacity)-/.exec(utility);
  return m ? m[1]! : null;
}

/** The kinds a later class of this kind replaces besides its own (`p-0` replaces `px-6`, `size-11` a `w-full`). */
function alsoReplaces(kind: string): string[] {
  if (kind === 'p') return PADDING_SIDES;
  if (kind === 'px') return ['pr', 'pl', 'ps', 'pe'];
  if (kind === 'py') return ['pt', 'pb'];
  if (kind === 'size') return ['w', 'h'];
  if (kind === 'gap') return ['gap-x', 'gap-y'];
  return [];
}

function split(cls: string): { variants: string; utility: string } {
  let depth = 0;
  let cut = -1;
  for (let i = 0; i < cls.length; i++) {
    const c = cls[i];
    if (c === '[') depth++;
    else if (c === ']') depth--;
    else if (c === ':' && depth === 0) cut = i;
  }
  return { variants: cls.slice(0, cut + 1), utility: cls.slice(cut + 1) };
}

export function mergeClasses(...inputs: ClassValue[]): string {
  const classes = clsx(inputs).split(' ').filter(Boolean);
  const kept: { cls: string; key: string | null }[] = [];
  for (const cls of classes) {
    const { variants, utility } = split(cls);
    const kind = kindOf(utility);
    if (kind) {
      const replaced = new Set([kind, ...alsoReplaces(kind)].map((k) => variants + k));
      for (let i = kept.length - 1; i >= 0; i--) if (replaced.has(kept[i]!.key ?? '')) kept.splice(i, 1);
    }
    const same = kept.findIndex((k) => k.cls === cls);
    if (same >= 0) kept.splice(same, 1);
    kept.push({ cls, key: kind ? variants + kind : null });
  }
  return kept.map((k) => k.cls).join(' ');
}
