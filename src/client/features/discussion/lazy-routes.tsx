import { lazy, Suspense } from 'react';
import { FullPageSpinner } from '../../components/ui/spinner';

const ArchetypeDiscussion = lazy(() =>
  import('./archetype-discussion-page').then((m) => ({ default: m.ArchetypeDiscussionPage })),
);
const DiscussionBoard = lazy(() => import('./discussion-board-page').then((m) => ({ default: m.DiscussionBoardPage })));

export function ArchetypeDiscussionRoute() {
  return (
    <Suspense fallback={<FullPageSpinner label="Loading page" />}>
      <ArchetypeDiscussion />
    </Suspense>
  );
}

export function DiscussionBoardRoute() {
  return (
    <Suspense fallback={<FullPageSpinner label="Loading page" />}>
      <DiscussionBoard />
    </Suspense>
  );
}
