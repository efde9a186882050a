import { createBrowserRouter } from 'react-router';
import { RootLayout } from './root-layout';
import { AdminRoute, ProtectedRoute, PublicOnlyRoute } from './route-guards';
import { AuthPage } from '../features/auth/auth-page';
import { WelcomePage } from '../features/welcome/welcome-page';
import { TermsPage } from '../features/legal/terms-page';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { ArchetypeDetailsRoute, ArchetypeLibraryRoute } from '../features/archetypes/lazy-routes';
import { ArchetypeDiscussionRoute, DiscussionBoardRoute } from '../features/discussion/lazy-routes';
import { PlainPage } from '../components/plain-page';
import { AllAssessmentsPage } from '../features/assessments/all-assessments-page';
import { SharedPage } from '../features/shared/shared-page';
import { AssessmentPage } from '../features/assessment/assessment-page';
import { ResultsPage } from '../features/results/results-page';

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: '/welcome', element: <WelcomePage /> },
      { path: '/terms-of-service', element: <TermsPage /> },
      { path: '/shared/:id', element: <SharedPage /> },
      { element: <PublicOnlyRoute />, children: [{ path: '/auth', element: <AuthPage /> }] },
      {
        element: <ProtectedRoute />,
        children: [
          { path: '/', element: <HomePage /> },
          { path: '/assessments', element: <AllAssessmentsPage /> },
          { path: '/assessment', element: <AssessmentPage /> },
          { path: '/results/:assessmentId', element: <ResultsPage /> },
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
