import type { ComponentProps } from 'react';
import { cn } from '#client/lib/utils.ts';

export function Card({ className, ...props }: ComponentProps<'section'>) {
  return <section className={cn('rounded-card bg-white p-5 shadow-card', className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 className={cn('text-lg font-extrabold text-ink', className)} {...props} />;
}
