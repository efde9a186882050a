import { useLayoutEffect } from 'react';
import { Link } from 'react-router';
import type { ArchetypeSummary } from '#shared/contracts/archetypes.ts';
import { archetypePicture } from '#shared/archetype-pictures.ts';
import type { Species } from '#shared/pet-types.ts';
import { ArchetypeShare } from '#client/components/trait-standing.tsx';

/**
 * All 16 archetypes, two per row on a phone, pictured with the chosen species; each opens its detail
 * view (?code=XXXX). The picture comes last in the markup (first on screen), so a card's name starts
 * with its title and code.
 */
/** Where the library's grid was scrolled to when an archetype was opened (restored on the way back). */
let gridScroll: number | null = null;

export function ArchetypeGrid({ archetypes, species }: { archetypes: readonly ArchetypeSummary[]; species: Species }) {
  // Coming back from a detail view (arrow, button or the browser's back) scrolls to where the grid was.
  useLayoutEffect(() => {
    if (gridScroll === null) return;
    window.scrollTo({ top: gridScroll });
    gridScroll = null;
  }, []);
  return (
    <ul className="grid grid-cols-2 gap-3">
      {archetypes.map((a) => {
        const picture = archetypePicture(a.code, species);
        return (
          <li key={a.id}>
            <Link
              to={{ search: `?code=${a.code}` }}
              onClick={() => {
                gridScroll = window.scrollY;
              }}
              className="group flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-primary/30 transition hover:ring-2 active:scale-[0.98]"
            >
              <span className="flex flex-1 flex-col gap-1 p-3">
                <span className="flex flex-wrap items-center justify-between gap-1">
                  <span className="text-base leading-tight font-extrabold">{a.name}</span>
                  <span className="rounded-md bg-ink px-1.5 py-0.5 text-xs font-black tracking-wider text-white">
                    {a.code}
                  </span>
                </span>
                <span className="text-xs leading-snug text-muted">{a.traitSummary.join(' · ')}</span>
                <ArchetypeShare code={a.code} species={species} />
              </span>
              <span className="order-first block bg-primary-soft p-3">
                <img
                  src={picture.src}
                  alt={picture.alt}
                  width={256}
                  height={256}
                  loading="lazy"
                  className="mx-auto aspect-square w-full max-w-36 transition-transform group-hover:scale-105"
                />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
