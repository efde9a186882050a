import type { ComponentProps } from 'react';
import { mergeClasses } from '#client/lib/class-merge.ts';

export const CARD_CLASSES = 'rounded-card bg-white p-5 shadow-card';
export const CARD_TITLE_CLASSES = 'text-lg font-extrabold text-ink';

export function Card({ className, ...props }: ComponentProps<'section'>) {
  return <section className={mergeClasses(CARD_CLASSES, className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 className={mergeClasses(CARD_TITLE_CLASSES, className)} {...props} />;
}
