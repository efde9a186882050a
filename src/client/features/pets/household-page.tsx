/** /pets/:petId/household/:otherId: how two of the owner's pets are likely to get along, and what helps. */
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { AppHeader } from '#client/components/app-header.tsx';
import { PetIcon } from '#client/components/pet-icon.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Card, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { archetypePictureUrl } from '#shared/archetype-pictures.ts';
import { SPECIES, type Species } from '#shared/pet-types.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { useEndpointQuery } from '#client/lib/endpoint-hooks.ts';
import * as petsRoutes from '#shared/routes/pets.generated.ts';
import type { Household } from '#shared/contracts/pets.ts';
import { clientPaths } from '#shared/rules/client-paths.ts';

export function HouseholdPage() {
  const { petId = '', otherId = '' } = useParams();
  const household = useEndpointQuery(petsRoutes.getHousehold, { params: { a: petId, b: otherId } }, { retry: false });
  return (
    <>
      <AppHeader />
      <main className="flex flex-1 flex-col gap-5 px-4 pb-10">
        <Link to={clientPaths.pet(petId)} className={buttonVariants({ variant: 'ghost', className: 'self-start' })}>
          <ArrowLeft aria-hidden /> Back to the pet
        </Link>
        {household.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label="Loading" />
          </div>
        ) : household.isError ? (
          <Card>
            <CardTitle>Could not load this household</CardTitle>
            <p className="mt-2 text-muted">{errorMessage(household.error)}</p>
          </Card>
        ) : (
          <HouseholdView h={household.data} />
        )}
      </main>
    </>
  );
}

function PetBadge({ pet }: { pet: Household['a'] }) {
  return (
    <Link to={clientPaths.pet(pet.id)} className="flex min-w-0 flex-1 flex-col items-center gap-1 text-center">
      <span className="relative">
        {pet.photo ? (
          <img src={pet.photo} alt="" className="size-20 rounded-full object-cover" />
        ) : (
          <span className="inline-flex size-20 items-center justify-center rounded-full bg-primary-soft">
            <PetIcon petTypeName={pet.petTypeName} className="size-9 text-primary-strong" />
          </span>
        )}
        <img
          src={archetypePictureUrl(pet.archetypeCode, speciesOf(pet.species))}
          alt=""
          className="absolute -right-2 -bottom-1 size-9"
        />
      </span>
      <span className="w-full font-extrabold [overflow-wrap:anywhere]">{pet.name}</span>
      <span className="text-sm text-muted">
        {pet.petTypeName} · {pet.archetypeName}
      </span>
    </Link>
  );
}

function HouseholdView({ h }: { h: Household }) {
  const helps = [
    ['Introductions', h.species.introductions],
    ['Resources', h.species.resources],
    ['Routines', h.species.routines],
  ] as const;
  return (
    <>
      <Card className="flex flex-col gap-4">
        <h1 className="sr-only">
          {h.a.name} and {h.b.name}
        </h1>
        <div className="flex items-start gap-3">
          <PetBadge pet={h.a} />
          <span aria-hidden className="self-center text-2xl font-extrabold text-primary">
            +
          </span>
          <PetBadge pet={h.b} />
        </div>
        <p className="text-lg font-bold [overflow-wrap:anywhere]">{h.headline}</p>
        <p>{h.species.outlook}</p>
      </Card>
      <Card aria-labelledby="helps-title">
        <CardTitle id="helps-title">What helps</CardTitle>
        <dl className="mt-3 flex flex-col gap-3">
          {helps.map(([title, text]) => (
            <div key={title}>
              <dt className="font-bold">{title}</dt>
              <dd className="text-ink/90">{text}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card aria-labelledby="traits-title">
        <CardTitle id="traits-title">Their personalities together</CardTitle>
        <ul className="mt-3 flex flex-col gap-4">
          {h.traits.map((t) => (
            <li key={t.trait}>
              <p className="font-bold">
                {t.name} <span className="font-semibold text-muted">({t.letters.replace('+', ' and ')})</span>
              </p>
              <p className="mt-1">{t.outlook}</p>
              <p className="mt-1 text-sm text-muted">What helps: {t.helps}</p>
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}

/** The species a pet's picture is drawn as (the server sends one of SPECIES). */
function speciesOf(species: string): Species {
  return SPECIES.find((s) => s === species) ?? 'other';
}
