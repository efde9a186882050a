import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { mergeClasses } from '#client/lib/class-merge.ts';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 text-center font-bold transition-colors select-none disabled:pointer-events-none disabled:opacity-55 [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-white shadow-sm hover:bg-primary-strong active:bg-primary-strong',
        secondary: 'bg-white text-primary-strong ring-2 ring-primary/25 hover:bg-primary-soft',
        teal: 'bg-teal text-white hover:bg-teal/90',
        ghost: 'text-ink hover:bg-primary-soft',
        destructive: 'bg-danger text-white hover:bg-danger/90',
        link: 'text-primary-strong underline-offset-4 hover:underline',
      },
      size: {
        // A pill on one line (the radius is half the height); a label that wraps (a long pet name) keeps
        // its padding and rounded corners instead of being squeezed into an oval.
        md: 'min-h-12 px-6 py-2 text-base rounded-3xl',
        lg: 'min-h-14 px-7 py-2.5 text-lg w-full rounded-[1.75rem]',
        sm: 'min-h-11 px-4 py-1.5 text-sm rounded-[1.375rem]',
        icon: 'size-11 shrink-0 p-0 rounded-full',
      },
    },
    compoundVariants: [{ variant: 'link', class: 'rounded-md' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

/**
 * A <button> (no `asChild`: nothing used it, and Radix's Slot it needed stays off the first route; a
 * link that looks like a button takes `buttonVariants()`; a Radix trigger wraps a Button with its own Slot).
 */
export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, type, ...props }: ButtonProps) {
  return (
    <button className={mergeClasses(buttonVariants({ variant, size }), className)} type={type ?? 'button'} {...props} />
  );
}
