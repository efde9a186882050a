import { useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { TERMS_EFFECTIVE_DATE, TERMS_SECTIONS } from './terms-content';
import { clientPaths } from '#shared/rules/client-paths.ts';

export function TermsPage() {
  const navigate = useNavigate();
  return (
    <main className="flex flex-1 flex-col px-4 pb-10">
      <header className="sticky top-0 z-20 -mx-4 flex items-center gap-2 bg-cream/95 px-4 py-3 backdrop-blur">
        <Button variant="ghost" size="icon" aria-label="Back to login" onClick={() => navigate(clientPaths.auth)}>
          <ArrowLeft aria-hidden />
        </Button>
        <h1 className="text-2xl">Terms and Conditions</h1>
      </header>
      <p className="mb-4 px-1 text-sm font-semibold text-muted">Effective date: {TERMS_EFFECTIVE_DATE}</p>
      <Card className="grid gap-6">
        {TERMS_SECTIONS.map((section, i) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`} className="text-lg">
              {i + 1}. {section.title}
            </h2>
            {section.paragraphs.map((p) => (
              <p key={p.slice(0, 40)} className="mt-2 leading-relaxed text-ink/90">
                {p}
              </p>
            ))}
          </section>
        ))}
      </Card>
      <Button size="lg" className="mt-6" onClick={() => navigate(clientPaths.auth)}>
        Back to Login
      </Button>
    </main>
  );
}
