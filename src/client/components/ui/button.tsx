import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { mergeClasses } from '#client/lib/class-merge.ts';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-full font-bold transition-colors select-none disabled:pointer-events-none disabled:opacity-55 [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-white shadow-sm hover:bg-primary-strong active:bg-primary-strong',
        secondary: 'bg-white text-primary-strong ring-2 ring-primary/25 hover:bg-primary-soft',
        teal: 'bg-teal text-white hover:bg-teal/90',
        ghost: 'text-ink hover:bg-primary-soft',
        destructive: 'bg-danger text-white hover:bg-danger/90',
        link: 'text-primary-strong underline-offset-4 hover:underline rounded-md',
      },
      size: {
        md: 'min-h-12 px-6 text-base',
        lg: 'min-h-14 px-7 text-lg w-full',
        sm: 'min-h-10 px-4 text-sm',
        icon: 'size-11 p-0',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      className={mergeClasses(buttonVariants({ variant, size }), className)}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...props}
    />
  );
}
