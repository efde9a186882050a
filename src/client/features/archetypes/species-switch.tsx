import { useState } from 'react';
import { RadioGroup } from 'radix-ui';
import { Bird, Cat, Dog, PawPrint, Rabbit, type LucideIcon } from 'lucide-react';
import { ARCHETYPE_PICTURE_SPECIES, SPECIES_LABELS } from '#shared/archetype-pictures.ts';
import type { Species } from '#shared/pet-types.ts';

const STORAGE_KEY = 'pawtype-library-species';
const ICONS: Record<Species, LucideIcon> = { dog: Dog, cat: Cat, bird: Bird, rabbit: Rabbit, other: PawPrint };

function storedSpecies(): Species {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return ARCHETYPE_PICTURE_SPECIES.find((s) => s === saved) ?? 'dog';
  } catch {
    return 'dog';
  }
}

/** The species whose pictures the library shows: dog first, then whatever the owner last chose (kept in this browser). */
export function useLibrarySpecies(): [Species, (species: Species) => void] {
  const [species, setSpecies] = useState<Species>(storedSpecies);
  const choose = (next: Species) => {
    setSpecies(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      /* storage blocked: the choice lasts for this visit only */
    }
  };
  return [species, choose];
}

/** A radio group of the five species (arrow keys move between them), as a segmented control. */
export function SpeciesSwitch({ value, onChange }: { value: Species; onChange: (species: Species) => void }) {
  return (
    <RadioGroup.Root
      aria-label="Show the pictures for"
      value={value}
      onValueChange={(v) => onChange(v as Species)}
      orientation="horizontal"
      className="grid grid-cols-5 gap-1 rounded-2xl bg-white p-1 shadow-card ring-1 ring-sand/60"
    >
      {ARCHETYPE_PICTURE_SPECIES.map((s) => {
        const Icon = ICONS[s];
        return (
          <RadioGroup.Item
            key={s}
            value={s}
            className="flex min-h-12 flex-col items-center justify-center gap-0.5 rounded-xl px-1 py-1.5 text-xs font-extrabold text-muted transition-colors hover:bg-primary-soft/60 focus-visible:outline-2 focus-visible:outline-primary data-[state=checked]:bg-primary data-[state=checked]:text-white"
          >
            <Icon aria-hidden className="size-5" />
            {SPECIES_LABELS[s]}
          </RadioGroup.Item>
        );
      })}
    </RadioGroup.Root>
  );
}
