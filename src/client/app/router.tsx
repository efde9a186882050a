import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type LoaderFunctionArgs } from 'react-router';
import { prefetchAssessmentResult } from '#client/api/assessment-result.ts';
import { RootLayout } from './root-layout';
import { AdminRoute, ProtectedRoute, PublicOnlyRoute } from './route-guards';

/**
 * Every screen is its own chunk, loaded by React Router's `lazy` when its route matches (one way of
 * code splitting for the whole app). The entry holds only React, the router, TanStack Query, the root
 * layout and the guards; the first route's chunk is fetched at once, beneath the 2 s splash. A screen
 * whose content is one owner's result starts fetching it in its route's loader, beside its chunk and
 * the session check (the loader returns at once: it never holds the navigation).
 */
export const createRouter = (queryClient: QueryClient) => {
  const prefetchResult = ({ params }: LoaderFunctionArgs) => {
    prefetchAssessmentResult(queryClient, params.assessmentId);
    return null;
  };
  return createBrowserRouter([
    {
      element: <RootLayout />,
      children: [
        {
          path: '/welcome',
          lazy: async () => ({ Component: (await import('../features/welcome/welcome-page')).WelcomePage }),
        },
        {
          path: '/terms-of-service',
          lazy: async () => ({ Component: (await import('../features/legal/terms-page')).TermsPage }),
        },
        {
          path: '/shared/:id',
          lazy: async () => ({ Component: (await import('../features/shared-result/shared-page')).SharedPage }),
        },
        {
          element: <PublicOnlyRoute />,
          children: [
            {
              path: '/auth',
              lazy: async () => ({ Component: (await import('../features/auth/auth-page')).AuthPage }),
            },
          ],
        },
        {
          element: <ProtectedRoute />,
          children: [
            { path: '/', lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }) },
            {
              path: '/assessments',
              lazy: async () => ({
                Component: (await import('../features/assessments/all-assessments-page')).AllAssessmentsPage,
              }),
            },
            {
              path: '/assessment',
              lazy: async () => ({
                Component: (await import('../features/questionnaire/assessment-page')).AssessmentPage,
              }),
            },
            {
              path: '/results/:assessmentId',
              loader: prefetchResult,
              lazy: async () => ({ Component: (await import('../features/results/results-page')).ResultsPage }),
            },
            {
              path: '/archetype-details/:assessmentId',
              loader: prefetchResult,
              lazy: async () => ({
                Component: (await import('../features/archetypes/archetype-details-page')).ArchetypeDetailsPage,
              }),
            },
            {
              path: '/archetype-library',
              lazy: async () => ({
                Component: (await import('../features/archetypes/archetype-library-page')).ArchetypeLibraryPage,
              }),
            },
            {
              path: '/discussion-board/:boardId',
              lazy: async () => ({
                Component: (await import('../features/discussion/discussion-board-page')).DiscussionBoardPage,
              }),
            },
            {
              path: '/archetype-discussion/:archetypeId',
              lazy: async () => ({
                Component: (await import('../features/discussion/archetype-discussion-page')).ArchetypeDiscussionPage,
              }),
            },
          ],
        },
        {
          element: <AdminRoute />,
          children: [
            {
              path: '/admin',
              lazy: async () => ({ Component: (await import('../features/admin/admin-page')).AdminPage }),
            },
          ],
        },
        {
          path: '*',
          lazy: async () => ({ Component: (await import('../features/errors/not-found-page')).NotFoundPage }),
        },
      ],
    },
  ]);
};
