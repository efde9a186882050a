import { ArrowDownLeft, ArrowUpRight, Scale } from 'lucide-react';
import { TRAITS } from '#shared/archetypes.ts';
import { TEXT_QUESTIONS, withPetName } from '#shared/questions.ts';
import type { AnalysisView } from '#shared/contracts/assessments.ts';

/** 'Why this result': each trait's evidence in the owner's own words, with close calls flagged. */
export function WhyThisResult({ analysis, petName }: { analysis: AnalysisView | null; petName: string }) {
  if (!analysis) return <p className="text-muted">The reasons for this result are not available.</p>;
  return (
    <div className="grid gap-5">
      {TRAITS.map((t) => {
        const a = analysis.traits[t.key];
        if (!a) return null;
        const pole = a.score >= 3 ? t.high : t.low;
        return (
          <section key={t.key} aria-label={`${t.name}: why ${pole}`}>
            <h3 className="flex flex-wrap items-center gap-2 text-base">
              {t.name}: {pole}
              {a.closeCall ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-sun/40 px-2 py-0.5 text-xs font-extrabold text-ink">
                  <Scale aria-hidden className="size-3.5" /> Close call
                </span>
              ) : null}
            </h3>
            {a.closeCall ? (
              <p className="mt-1 text-sm text-muted">
                {petName} showed signs of both {t.high.toLowerCase()} and {t.low.toLowerCase()}; this one could go
                either way.
              </p>
            ) : null}
            {a.evidence.length === 0 ? (
              <p className="mt-1 text-sm text-muted">
                Your answers said little about this, so we kept to the middle of the scale.
              </p>
            ) : (
              <ul className="mt-2 grid gap-2">
                {a.evidence.map((e, i) => {
                  const Icon = e.direction === 'up' ? ArrowUpRight : ArrowDownLeft;
                  const topic =
                    e.source.kind === 'answer'
                      ? TEXT_QUESTIONS.find((q) => q.id === e.source.questionId)?.topic
                      : undefined;
                  return (
                    <li key={i} className="flex gap-2 rounded-xl bg-cream p-3">
                      <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-teal" />
                      <span>
                        <q className="font-semibold italic">{e.phrase}</q>
                        <span className="block text-xs text-muted">
                          {topic
                            ? withPetName(topic, petName)
                            : e.source.kind === 'follow-up'
                              ? 'Your follow-up answer'
                              : 'Multiple choice'}{' '}
                          · points to {e.direction === 'up' ? t.high : t.low}
                        </span>
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
