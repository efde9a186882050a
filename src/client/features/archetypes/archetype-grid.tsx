import { Link } from 'react-router';
import type { ArchetypeSummary } from '#shared/contracts/archetypes.ts';
import { ArchetypeShare } from '#client/components/trait-standing.tsx';

/** All 16 archetypes, two per row on a phone; each opens its detail view (?code=XXXX). */
export function ArchetypeGrid({ archetypes }: { archetypes: readonly ArchetypeSummary[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3">
      {archetypes.map((a) => (
        <li key={a.id}>
          <Link
            to={{ search: `?code=${a.code}` }}
            className="group flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-primary/30 transition hover:ring-2 active:scale-[0.98]"
          >
            <span className="block bg-primary-soft p-3">
              <img
                src={a.image}
                alt=""
                width={256}
                height={256}
                loading="lazy"
                className="mx-auto aspect-square w-full max-w-36 transition-transform group-hover:scale-105"
              />
            </span>
            <span className="flex flex-1 flex-col gap-1 p-3">
              <span className="flex flex-wrap items-center justify-between gap-1">
                <span className="text-base leading-tight font-extrabold">{a.name}</span>
                <span className="rounded-md bg-ink px-1.5 py-0.5 text-xs font-black tracking-wider text-white">
                  {a.code}
                </span>
              </span>
              <span className="text-xs leading-snug text-muted">{a.traitSummary.join(' · ')}</span>
              <ArchetypeShare code={a.code} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
