import { TRAITS, scoreFillPercent, scoreLabel } from '../../../shared/archetypes';

/** Personality traits as bars: 25/40/60/75 % fill, the label and both poles (spec section 9). */
export function TraitBars({ traits }: { traits: { id: number; name: string; score: number }[] }) {
  return (
    <ul className="grid gap-5">
      {traits.map((t) => {
        const def = TRAITS.find((d) => d.name === t.name);
        const label = def ? scoreLabel(def, t.score) : `Score ${t.score}`;
        return (
          <li key={t.id}>
            <div className="flex items-baseline justify-between gap-2">
              <span className="font-extrabold">{t.name}</span>
              <span className="text-sm font-bold text-primary-strong">{label}</span>
            </div>
            <div
              role="meter"
              aria-label={t.name}
              aria-valuemin={1}
              aria-valuemax={4}
              aria-valuenow={t.score}
              aria-valuetext={label}
              className="mt-2 h-3 overflow-hidden rounded-full bg-sand"
            >
              <div
                className="h-full rounded-full bg-gradient-to-r from-primary-light to-primary"
                style={{ width: `${scoreFillPercent(t.score)}%` }}
              />
            </div>
            {def ? (
              <div className="mt-1 flex justify-between text-xs font-semibold text-muted">
                <span>{def.low}</span>
                <span>{def.high}</span>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
