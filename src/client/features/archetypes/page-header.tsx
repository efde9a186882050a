import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';

/** A sticky screen header: a labelled back arrow, the title and optional actions on the right. */
export function PageHeader({
  title,
  backTo,
  backLabel,
  actions,
  heading = true,
}: {
  title: ReactNode;
  /** Whether the title is the page's h1 (false when the page has its own). */
  heading?: boolean;
  backTo: string;
  backLabel: string;
  actions?: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <header className="sticky top-0 z-30 flex items-center gap-2 bg-cream/95 px-3 py-3 backdrop-blur">
      <Button variant="ghost" size="icon" aria-label={backLabel} onClick={() => navigate(backTo)}>
        <ArrowLeft aria-hidden />
      </Button>
      {heading ? (
        <h1 className="min-w-0 flex-1 truncate text-xl">{title}</h1>
      ) : (
        <p className="min-w-0 flex-1 truncate text-xl font-extrabold tracking-tight">{title}</p>
      )}
      {actions}
    </header>
  );
}
