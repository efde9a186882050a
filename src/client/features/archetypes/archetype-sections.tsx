import { Compass, HeartHandshake, House, Lightbulb, PawPrint, Puzzle, Sparkles } from 'lucide-react';
import type { ArchetypeDetails } from '#shared/contracts/archetypes.ts';
import { CompareCard } from './compare-card';
import { FamousAnimalsCard } from './famous-animals-card';
import { InfoCard, NotAvailable, Paragraphs } from './info-card';
import { StarSignsCard, type PetBirthday } from './star-signs-card';

/** 'Your pet is:' followed by one 'Pole - explanation' line per trait. */
function TraitLines({ description }: { description: string }) {
  const lines = description
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const [lead, ...rest] = lines[0]?.endsWith(':') ? lines : ['', ...lines];
  if (rest.length === 0) return <Paragraphs text={description} what="Description" />;
  return (
    <div className="grid gap-2">
      {lead ? <p className="font-bold text-muted">{lead}</p> : null}
      <ul className="grid gap-2">
        {rest.map((line) => {
          const [pole, ...more] = line.split(' - ');
          return (
            <li key={line} className="rounded-xl bg-cream px-3 py-2 text-sm leading-relaxed ring-1 ring-sand">
              {more.length > 0 ? (
                <>
                  <strong className="text-primary-strong">{pole}</strong>: {more.join(' - ')}
                </>
              ) : (
                line
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function KeyTraits({ traits }: { traits: readonly string[] }) {
  if (traits.length === 0) return null;
  return (
    <div>
      <h3 className="mb-2 text-sm font-extrabold tracking-wide text-muted uppercase">Key traits</h3>
      <ul className="grid gap-2">
        {traits.map((t) => (
          <li key={t} className="flex items-start gap-2 text-sm leading-relaxed">
            <PawPrint aria-hidden className="mt-0.5 size-4 shrink-0 -rotate-12 text-primary" />
            {t}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The archetype's content cards. 'details' (the pet's profile) shows the six content cards (docs/product-rules.md, Results); 'library'
 * adds the description, best approach and great tools.
 */
export function ArchetypeSections({
  details,
  variant,
  keyTraits,
  birthday,
}: {
  details: ArchetypeDetails;
  variant: 'details' | 'library';
  /** Key traits for the Overview card; the archetype's own when not given. */
  keyTraits?: readonly string[];
  birthday?: PetBirthday;
}) {
  return (
    <div className="grid gap-4">
      {variant === 'library' ? (
        <InfoCard icon={PawPrint} title="Personality at a Glance">
          {details.description ? <TraitLines description={details.description} /> : <NotAvailable what="Description" />}
        </InfoCard>
      ) : null}
      <InfoCard icon={Sparkles} title="Overview">
        <Paragraphs text={details.overview} what="Overview" />
        <KeyTraits traits={keyTraits && keyTraits.length > 0 ? keyTraits : details.traits} />
      </InfoCard>
      {variant === 'library' ? (
        <>
          <InfoCard icon={Compass} title="Best Approach" tone="teal">
            <Paragraphs text={details.bestApproach} what="Best approach" />
          </InfoCard>
          <InfoCard icon={Puzzle} title="Great Tools" tone="sun">
            <Paragraphs text={details.greatTools} what="Great tools" />
          </InfoCard>
        </>
      ) : null}
      <InfoCard icon={HeartHandshake} title="Gets on Well With" tone="rose">
        <Paragraphs text={details.getsOnWellWith} what="Gets on well with" />
      </InfoCard>
      <InfoCard icon={Lightbulb} title="Tips for Owners" tone="sun">
        <Paragraphs text={details.tips} what="Tips" />
      </InfoCard>
      <InfoCard icon={House} title="Ideal Owner Description" tone="teal">
        <Paragraphs text={details.idealOwner} what="Ideal owner" />
      </InfoCard>
      <FamousAnimalsCard details={details} />
      <StarSignsCard details={details} birthday={birthday} />
      <CompareCard details={details} />
    </div>
  );
}
