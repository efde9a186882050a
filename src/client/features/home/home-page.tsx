import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BookOpen, ChevronRight, Download, PawPrint, Plus } from 'lucide-react';
import { AppHeader } from '#client/components/app-header.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useUser } from '#client/api/session.ts';
import { promptInstall } from '#client/lib/install-prompt.ts';
import { PreviousResults } from '#client/components/assessments/previous-results.tsx';
import { YourPets } from '#client/components/pets/your-pets.tsx';
import { clientPaths } from '#shared/rules/client-paths.ts';
import { EmailConfirmBanner } from '#client/components/email-confirm-banner.tsx';
import { clearDraftOfKnownPet } from '#client/lib/assessment-draft-key.ts';
import { isJustRegistered } from '#client/lib/new-owner.ts';
import { PetIcon } from '#client/components/pet-icon.tsx';
import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';
import { useEndpointQuery } from '#client/lib/endpoint-hooks.ts';
import { callApi, queryKeyFor } from '#client/lib/api-client.ts';
import { useQueryClient } from '@tanstack/react-query';
import * as petsRoutes from '#shared/routes/pets.generated.ts';
import * as accountRecoveryRoutes from '#shared/routes/account-recovery.generated.ts';

export function HomePage() {
  const { user } = useUser();
  const navigate = useNavigate();
  const pets = useEndpointQuery(petsRoutes.listPets, {}, { enabled: Boolean(user) });
  // The confirm-your-address banner goes above the welcome: the page waits for its answer (asked beside
  // the session check, app/router.tsx) rather than jump down when it comes. Offline it does not wait.
  const emailStatus = useEndpointQuery(accountRecoveryRoutes.emailStatus, {}, { retry: false });
  const settling = emailStatus.isPending && emailStatus.fetchStatus === 'fetching';
  const [choosing, setChoosing] = useState(false);
  // An owner with pets first says which pet this is for; with none (or before the list loads) go straight in.
  // A click before the list has loaded waits for it (a failed read goes straight in too).
  const qc = useQueryClient();
  const start = async () => {
    const list = user
      ? await qc
          .ensureQueryData({
            queryKey: queryKeyFor(petsRoutes.listPets),
            queryFn: () => callApi(petsRoutes.listPets, {}),
          })
          .catch(() => [])
      : [];
    if (list.length > 0) setChoosing(true);
    else navigate(clientPaths.newAssessment);
  };
  return (
    <>
      <AppHeader />
      <main className="flex flex-1 flex-col gap-6 px-5 pb-10" aria-busy={settling || undefined}>
        {settling ? null : (
          <>
            <EmailConfirmBanner />
            <section className="relative overflow-hidden rounded-card bg-primary p-6 text-white shadow-card">
              <PawPrint aria-hidden className="absolute -right-6 -bottom-8 size-40 rotate-12 text-white/10" />
              <h1 className="text-2xl leading-tight [overflow-wrap:anywhere]">
                {/* 'Welcome back' is for a returning owner; one who has just registered is welcomed in. */}
                {user
                  ? isJustRegistered(user.id)
                    ? `Welcome to PawType, ${user.name || user.username}!`
                    : `Welcome back, ${user.name || user.username}!`
                  : 'Welcome to PawType'}
              </h1>
              <p className="mt-2 max-w-[28ch] text-white">
                Sixteen questions, your own words, and a personality profile that finally explains your pet.
              </p>
              <div className="mt-5 grid gap-3">
                {/* Narrower side padding below 360 px keeps 'Start Assessment' on one line at 320. */}
                <Button
                  size="lg"
                  className="bg-white px-5 text-primary-strong hover:bg-primary-soft min-[360px]:px-7"
                  onClick={() => void start()}
                >
                  <PawPrint aria-hidden /> Start Assessment
                </Button>
              </div>
            </section>
            <div className="grid gap-3">
              <Button
                variant="secondary"
                size="lg"
                className="text-base"
                onClick={() => navigate(clientPaths.archetypeLibrary)}
              >
                <BookOpen aria-hidden /> Learn About Pet Personality Types
              </Button>
              <Button variant="ghost" size="lg" onClick={() => void promptInstall()}>
                <Download aria-hidden /> Install App
              </Button>
            </div>
            <Dialog open={choosing} onOpenChange={setChoosing}>
              <DialogContent title="Which pet is this for?">
                <ul className="flex flex-col gap-2">
                  {(pets.data ?? []).map((p) => (
                    <li key={p.id}>
                      <button
                        type="button"
                        onClick={() => navigate(clientPaths.assessAgain(p.id))}
                        className="flex min-h-14 w-full items-center gap-3 rounded-xl border border-sand px-3 py-2 text-left hover:bg-primary-soft"
                      >
                        {p.photo ? (
                          <img src={p.photo} alt="" className="size-10 shrink-0 rounded-full object-cover" />
                        ) : (
                          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft">
                            <PetIcon petTypeName={p.petTypeName} className="size-5 text-primary-strong" />
                          </span>
                        )}
                        <span className="min-w-0 flex-1">
                          <span className="block font-bold [overflow-wrap:anywhere]">{p.name}</span>
                          <span className="block text-sm text-muted">{p.petTypeOther ?? p.petTypeName}</span>
                        </span>
                        <ChevronRight aria-hidden className="size-5 shrink-0 text-muted" />
                      </button>
                    </li>
                  ))}
                  <li>
                    <button
                      type="button"
                      onClick={() => {
                        clearDraftOfKnownPet();
                        navigate(clientPaths.newAssessment);
                      }}
                      className="flex min-h-14 w-full items-center gap-3 rounded-xl border border-dashed border-primary px-3 py-2 text-left font-bold text-primary-strong hover:bg-primary-soft"
                    >
                      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft">
                        <Plus aria-hidden className="size-5" />
                      </span>
                      <span className="min-w-0 flex-1">A new pet</span>
                      <ChevronRight aria-hidden className="size-5 shrink-0 text-muted" />
                    </button>
                  </li>
                </ul>
              </DialogContent>
            </Dialog>
            <YourPets />
            <PreviousResults />
          </>
        )}
      </main>
    </>
  );
}
