import { lazy, Suspense } from 'react';
import { FullPageSpinner } from '../../components/ui/spinner';

const ArchetypeLibrary = lazy(() =>
  import('./archetype-library-page').then((m) => ({ default: m.ArchetypeLibraryPage })),
);
const ArchetypeDetails = lazy(() =>
  import('./archetype-details-page').then((m) => ({ default: m.ArchetypeDetailsPage })),
);

export function ArchetypeLibraryRoute() {
  return (
    <Suspense fallback={<FullPageSpinner label="Loading page" />}>
      <ArchetypeLibrary />
    </Suspense>
  );
}

export function ArchetypeDetailsRoute() {
  return (
    <Suspense fallback={<FullPageSpinner label="Loading page" />}>
      <ArchetypeDetails />
    </Suspense>
  );
}
