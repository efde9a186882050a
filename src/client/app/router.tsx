import { createBrowserRouter } from 'react-router';
import { RootLayout } from './root-layout';
import { AdminRoute, ProtectedRoute, PublicOnlyRoute } from './route-guards';
import { AuthPage } from '../features/auth/auth-page';
import { WelcomePage } from '../features/welcome/welcome-page';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { ArchetypeDetailsRoute, ArchetypeLibraryRoute } from '../features/archetypes/lazy-routes';
import { ArchetypeDiscussionRoute, DiscussionBoardRoute } from '../features/discussion/lazy-routes';
import { PlainPage } from '../components/plain-page';

/** Screens other than the first ones a visitor sees load on demand (route-level code splitting). */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: '/welcome', element: <WelcomePage /> },
      {
        path: '/terms-of-service',
        lazy: async () => ({ Component: (await import('../features/legal/terms-page')).TermsPage }),
      },
      {
        path: '/shared/:id',
        lazy: async () => ({ Component: (await import('../features/shared/shared-page')).SharedPage }),
      },
      { element: <PublicOnlyRoute />, children: [{ path: '/auth', element: <AuthPage /> }] },
      {
        element: <ProtectedRoute />,
        children: [
          { path: '/', element: <HomePage /> },
          {
            path: '/assessments',
            lazy: async () => ({
              Component: (await import('../features/assessments/all-assessments-page')).AllAssessmentsPage,
            }),
          },
          {
            path: '/assessment',
            lazy: async () => ({ Component: (await import('../features/assessment/assessment-page')).AssessmentPage }),
          },
          {
            path: '/results/:assessmentId',
            lazy: async () => ({ Component: (await import('../features/results/results-page')).ResultsPage }),
          },
          { path: '/archetype-details/:assessmentId', element: <ArchetypeDetailsRoute /> },
          { path: '/archetype-library', element: <ArchetypeLibraryRoute /> },
          { path: '/discussion-board/:boardId', element: <DiscussionBoardRoute /> },
          { path: '/archetype-discussion/:archetypeId', element: <ArchetypeDiscussionRoute /> },
        ],
      },
      { element: <AdminRoute />, children: [{ path: '/admin', element: <PlainPage title="Admin Dashboard" /> }] },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
