import type { ReactNode } from 'react';

interface StepFrameProps {
  number: number;
  total: number;
  illustration: string;
  title: string;
  hint?: string | undefined;
  children: ReactNode;
  footer: ReactNode;
}

/** One question: progress, illustration, the question, its controls and the buttons. */
export function StepFrame({ number, total, illustration, title, hint, children, footer }: StepFrameProps) {
  const pct = Math.round((number / total) * 100);
  return (
    <div className="flex flex-1 flex-col gap-5 px-5 pb-8">
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
        <h2 className="text-2xl leading-snug">{title}</h2>
        {hint ? <p className="mt-1 text-muted">{hint}</p> : null}
      </div>
      <div className="grid gap-4">{children}</div>
      <div className="mt-auto grid gap-3 pt-2">{footer}</div>
    </div>
  );
}
