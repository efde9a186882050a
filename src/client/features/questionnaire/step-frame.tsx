import type { ReactNode } from 'react';
import type { z } from 'zod';
import { Button } from '#client/components/ui/button.tsx';
import type { Draft } from './draft';

/** Where a step sits: 'Question N of total' and its illustration. */
export interface Frame {
  number: number;
  total: number;
  illustration: string;
}

/** What the page gives every step (steps/index.ts lists them by kind). */
export interface StepProps {
  frame: Frame;
  draft: Draft;
  /** Which screen of a repeated step (the text or multiple-choice question); 0 otherwise. */
  index: number;
  update: (patch: Partial<Draft>) => void;
  /** Go on (applying patch first): to the next step of the flow, or the submission. */
  onNext: (patch?: Partial<Draft>) => void;
  /** The submission is on its way. */
  pending: boolean;
}

/**
 * The first message of a step's check against the shared schema, or '' when it passes. The input
 * has the submission's field names; an unanswered field is undefined.
 */
export function stepError<S extends z.ZodType>(
  schema: S,
  input: { [K in keyof z.input<S>]?: z.input<S>[K] | undefined },
): string {
  const result = schema.safeParse(input);
  return result.success ? '' : (result.error.issues[0]?.message ?? '');
}

export const selectClass =
  'min-h-12 w-full rounded-xl border-2 border-sand bg-white px-3 text-base text-ink focus:border-primary focus:outline-none disabled:bg-sand/40 disabled:opacity-70';

export function NextButton({
  children = 'Continue',
  disabled,
  onClick,
}: {
  children?: ReactNode;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button size="lg" disabled={disabled} onClick={onClick}>
      {children}
    </Button>
  );
}

interface StepFrameProps extends Frame {
  title: string;
  hint?: string | undefined;
  /** A word above the progress about why this screen comes now (the multiple-choice part's start). */
  notice?: ReactNode;
  children: ReactNode;
  footer: ReactNode;
}

/** One question: progress, illustration, the question, its controls and the buttons. */
export function StepFrame({ number, total, illustration, title, hint, notice, children, footer }: StepFrameProps) {
  const pct = Math.round((number / total) * 100);
  return (
    <div className="flex flex-1 flex-col gap-5 px-5 pb-8">
      {notice}
      <div>
        <div className="flex items-center justify-between text-sm font-bold text-muted">
          <span>
            Question {number} of {total}
          </span>
          <span aria-hidden>{pct}%</span>
        </div>
        <div
          role="progressbar"
          aria-label="Assessment progress"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={number}
          className="mt-2 h-2.5 overflow-hidden rounded-full bg-sand"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width] duration-300"
            style={{ width: `${pct}%` }}
          />
        </div>
      </div>
      <img
        src={illustration}
        alt=""
        className="mx-auto aspect-[4/3] w-full max-w-[300px] rounded-card bg-primary-soft object-cover"
      />
      <div>
        <h2 className="text-2xl leading-snug [overflow-wrap:anywhere]">{title}</h2>
        {hint ? <p className="mt-1 text-muted">{hint}</p> : null}
      </div>
      <div className="grid gap-4">{children}</div>
      <div className="mt-auto grid gap-3 pt-2">{footer}</div>
    </div>
  );
}
