import { useNavigate } from 'react-router';
import { BookOpen, Download, PawPrint } from 'lucide-react';
import { AppHeader } from '#client/components/app-header.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useUser } from '#client/api/session.ts';
import { promptInstall } from '#client/lib/install-prompt.ts';
import { PreviousResults } from '#client/components/assessments/previous-results.tsx';
import { clientPaths } from '#shared/rules/client-paths.ts';
import { EmailConfirmBanner } from '#client/components/email-confirm-banner.tsx';

export function HomePage() {
  const { user } = useUser();
  const navigate = useNavigate();
  return (
    <>
      <AppHeader />
      <main className="flex flex-1 flex-col gap-6 px-5 pb-10">
        <EmailConfirmBanner />
        <section className="relative overflow-hidden rounded-card bg-primary p-6 text-white shadow-card">
          <PawPrint aria-hidden className="absolute -right-6 -bottom-8 size-40 rotate-12 text-white/10" />
          <h1 className="text-2xl leading-tight">
            {user ? `Welcome back, ${user.name || user.username}!` : 'Welcome to PawType'}
          </h1>
          <p className="mt-2 max-w-[28ch] text-white">
            Sixteen questions, your own words, and a personality profile that finally explains your pet.
          </p>
          <div className="mt-5 grid gap-3">
            <Button
              size="lg"
              className="bg-white text-primary-strong hover:bg-primary-soft"
              onClick={() => navigate(clientPaths.newAssessment)}
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
        <PreviousResults />
      </main>
    </>
  );
}
