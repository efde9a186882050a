/** Home's 'Your pets': each pet with its current archetype, a link to its page and 'Assess again'. */
import { Link, useNavigate } from 'react-router';
import { ChevronRight, PawPrint, RefreshCw } from 'lucide-react';
import { PetIcon } from '#client/components/pet-icon.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useEndpointQuery } from '#client/lib/endpoint-hooks.ts';
import * as petsRoutes from '#shared/routes/pets.generated.ts';
import { clientPaths } from '#shared/rules/client-paths.ts';

export function YourPets() {
  const navigate = useNavigate();
  const pets = useEndpointQuery(petsRoutes.listPets);
  if (!pets.data || pets.data.length === 0) return null;
  return (
    <section aria-labelledby="your-pets-title" className="grid gap-3">
      <h2 id="your-pets-title" className="flex items-center gap-2 text-xl">
        <PawPrint aria-hidden className="size-5 text-primary" /> Your pets
      </h2>
      <div className="grid grid-cols-1 gap-3">
        {pets.data.map((p) => (
          <article key={p.id} aria-label={p.name} className="min-w-0 rounded-card bg-white p-3 shadow-card">
            <Link to={clientPaths.pet(p.id)} className="flex items-center gap-3 rounded-xl hover:bg-primary-soft">
              {p.photo ? (
                <img src={p.photo} alt="" className="size-14 shrink-0 rounded-full object-cover" />
              ) : (
                <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-primary-soft">
                  <PetIcon petTypeName={p.petTypeName} className="size-7 text-primary-strong" />
                </span>
              )}
              <span className="min-w-0 flex-1">
                <span className="block font-extrabold [overflow-wrap:anywhere]">{p.name}</span>
                <span className="block text-sm text-muted">
                  {p.latest ? p.latest.archetypeName : p.petTypeName} ·{' '}
                  {p.assessmentCount === 1 ? '1 assessment' : `${p.assessmentCount} assessments`}
                </span>
              </span>
              <ChevronRight aria-hidden className="size-5 shrink-0 text-muted" />
            </Link>
            <Button
              variant="secondary"
              className="mt-2 w-full min-w-0"
              onClick={() => navigate(clientPaths.assessAgain(p.id))}
            >
              <RefreshCw aria-hidden /> <span className="min-w-0 [overflow-wrap:anywhere]">Assess {p.name} again</span>
            </Button>
          </article>
        ))}
      </div>
    </section>
  );
}
