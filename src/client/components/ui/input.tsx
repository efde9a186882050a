import type { ComponentProps } from 'react';
import { mergeClasses } from '#client/lib/class-merge.ts';

export const INPUT_CLASSES =
  'min-h-12 w-full rounded-xl border-2 border-sand bg-white px-4 text-base text-ink placeholder:text-muted/70 transition-colors focus:border-primary focus:outline-none focus-visible:outline-3 focus-visible:outline-teal aria-invalid:border-danger disabled:bg-sand/40 disabled:opacity-70';
export const TEXTAREA_CLASSES =
  'min-h-32 w-full rounded-xl border-2 border-sand bg-white px-4 py-3 text-base text-ink placeholder:text-muted/70 focus:border-primary focus:outline-none focus-visible:outline-3 focus-visible:outline-teal aria-invalid:border-danger';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={mergeClasses(INPUT_CLASSES, className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={mergeClasses(TEXTAREA_CLASSES, className)} {...props} />;
}
