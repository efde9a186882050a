import { RadioGroup } from 'radix-ui';
import type { FollowUpSet } from '#shared/contracts/assessments.ts';

/**
 * One follow-up question's options as a radio group (./sharpen-card.tsx): its own chunk, loaded when
 * the owner opens the questions, so a result page does not load Radix's radio group up front.
 */
export function FollowUpOptions({
  question,
  value,
  onValueChange,
}: {
  question: FollowUpSet['questions'][number];
  value: string;
  onValueChange: (optionId: string) => void;
}) {
  return (
    <RadioGroup.Root aria-label={question.text} value={value} onValueChange={onValueChange} className="grid gap-2">
      {question.options.map((o) => (
        <RadioGroup.Item
          key={o.id}
          value={o.id}
          className="group flex min-h-11 items-center gap-3 rounded-2xl border-2 border-sand bg-white px-3 py-2.5 text-left text-sm font-semibold transition-colors hover:border-primary-light data-[state=checked]:border-primary data-[state=checked]:bg-primary-soft"
        >
          <span className="grid size-5 shrink-0 place-items-center rounded-full border-2 border-muted/50 group-data-[state=checked]:border-primary">
            <RadioGroup.Indicator className="size-2.5 rounded-full bg-primary" />
          </span>
          {o.text}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
