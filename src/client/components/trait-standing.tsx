/**
 * 'Where my pet stands': for each trait, how this pet compares with the other pets of its species on
 * PawType ('More independent than 72 % of cats'), as a bar of the species' spread with a marker where
 * this pet sits. Shows nothing until the species has enough pets (the server sends no figures before).
 */
import { Users } from 'lucide-react';
import { TRAITS } from '#shared/archetypes.ts';
import type { SpeciesNorms } from '#shared/contracts/norms.ts';
import type { Species } from '#shared/pet-types.ts';
import { Card, CardTitle } from '#client/components/ui/card.tsx';
import { useEndpointQuery } from '#client/lib/endpoint-hooks.ts';
import * as normsRoutes from '#shared/routes/norms.generated.ts';

const PLURAL: Record<Species, string> = {
  dog: 'dogs',
  cat: 'cats',
  bird: 'birds',
  rabbit: 'rabbits',
  other: 'pets of other kinds',
};
export const speciesPlural = (species: string) => PLURAL[species as Species] ?? 'pets';

const round = (n: number) => Math.round(n);

/** The norms of every species that has enough pets (they change at most hourly: kept ten minutes). */
function useNorms() {
  return useEndpointQuery(normsRoutes.getNorms, {}, { staleTime: 10 * 60_000, gcTime: 10 * 60_000 });
}

/** The sentence and marker position (0-100, low pole to high) of a score among the species' shares. */
export function standing(shares: readonly number[], score: number, low: string, high: string, plural: string) {
  const s = Math.min(4, Math.max(1, Math.round(score)));
  const below = shares.slice(0, s - 1).reduce((a, b) => a + b, 0);
  const same = shares[s - 1] ?? 0;
  const above = shares.slice(s).reduce((a, b) => a + b, 0);
  const pole = (s >= 3 ? high : low).toLowerCase();
  const beaten = s >= 3 ? below : above;
  const text =
    round(beaten) > 0
      ? `More ${pole} than ${round(beaten)} % of ${plural}`
      : same >= 50
        ? `As ${pole} as most ${plural}`
        : `Among the most ${pole} ${plural}`;
  return { text, marker: Math.min(98, Math.max(2, below + same / 2)) };
}

export function TraitStanding({
  species,
  scores,
}: {
  species: Species;
  scores: Record<(typeof TRAITS)[number]['key'], number>;
}) {
  const norms = useNorms();
  const mine: SpeciesNorms | undefined = norms.data?.species.find((n) => n.species === species);
  if (!mine) return null;
  const plural = speciesPlural(species);
  return (
    <Card aria-labelledby="standing-title" data-testid="trait-standing">
      <CardTitle id="standing-title" className="flex items-center gap-2">
        <Users aria-hidden className="size-5 text-teal" /> Among other {plural}
      </CardTitle>
      <p className="mt-1 text-sm text-muted">
        How this pet compares with the {mine.pets} {plural} on PawType.
      </p>
      <ul className="mt-4 grid gap-4">
        {TRAITS.map((t) => {
          const { text, marker } = standing(mine.traits[t.key], scores[t.key], t.low, t.high, plural);
          return (
            <li key={t.key} className="grid gap-1.5">
              <p className="text-sm font-extrabold">{text}</p>
              <div
                aria-hidden
                className="relative h-2.5 rounded-full bg-gradient-to-r from-teal-soft via-sand to-primary-soft"
              >
                <span
                  className="absolute top-1/2 size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-primary shadow"
                  style={{ left: `${marker}%` }}
                />
              </div>
              <div aria-hidden className="flex justify-between text-xs font-bold text-muted">
                <span>{t.low}</span>
                <span>{t.high}</span>
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/**
 * In the library, under each archetype: how common it is among the pets of the species the switch
 * shows ('12 % of dogs'); nothing while that species has too few pets.
 */
export function ArchetypeShare({ code, species }: { code: string; species: Species }) {
  const norms = useNorms();
  const mine = norms.data?.species.find((n) => n.species === species);
  if (!mine) return null;
  const share = mine.archetypes[code] ?? 0;
  const plural = speciesPlural(species);
  return (
    <span className="text-xs leading-snug font-bold text-teal" data-testid={`archetype-share-${code}`}>
      {share === 0 ? `No ${plural} yet` : `${share < 1 ? '<1' : round(share)} % of ${plural}`}
    </span>
  );
}
