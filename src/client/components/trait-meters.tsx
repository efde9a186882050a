import { TRAITS, scoreFillPercent, scoreLabel, type TraitDefinition } from '#shared/archetypes.ts';

interface TraitScore {
  id: number;
  name: string;
  score: number;
}

/** Trait names outside the four known ones read Low versus High with the intensity 'Moderate'. */
function definitionFor(trait: TraitScore): Pick<TraitDefinition, 'name' | 'low' | 'high'> {
  const name = trait.name.trim().toLowerCase();
  return (
    TRAITS.find((t) => t.name.toLowerCase() === name || t.key === name) ?? {
      name: trait.name,
      low: 'Low',
      high: 'High',
    }
  );
}

function labelFor(trait: TraitScore): string {
  const def = definitionFor(trait);
  if (def.low === 'Low') {
    const s = Math.min(4, Math.max(1, Math.round(trait.score)));
    return s === 1 ? 'Low' : s === 4 ? 'High' : 'Moderate';
  }
  return scoreLabel(def as TraitDefinition, trait.score);
}

/** Each trait as a labelled meter between its two poles. */
export function TraitMeters({ traits }: { traits: TraitScore[] }) {
  return (
    <ul className="grid gap-5">
      {traits.map((trait) => {
        const def = definitionFor(trait);
        const label = labelFor(trait);
        const fill = scoreFillPercent(trait.score);
        return (
          <li key={trait.id} className="grid gap-1.5">
            <div className="flex items-baseline justify-between gap-3">
              {/* The trait's name keeps its word; the label wraps beside it. */}
              <span className="shrink-0 font-extrabold">{trait.name}</span>
              <span className="min-w-0 text-right text-sm font-extrabold text-primary-strong">{label}</span>
            </div>
            <div
              role="meter"
              aria-label={trait.name}
              aria-valuemin={1}
              aria-valuemax={4}
              aria-valuenow={trait.score}
              aria-valuetext={label}
              className="h-3 overflow-hidden rounded-full bg-sand"
            >
              <div className="h-full rounded-full bg-primary" style={{ width: `${fill}%` }} />
            </div>
            <div aria-hidden className="flex justify-between text-xs font-bold text-muted">
              <span>{def.low}</span>
              <span>{def.high}</span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
