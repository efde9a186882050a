import { createBrowserRouter } from 'react-router';
import { RootLayout } from './root-layout';
import { AdminRoute, ProtectedRoute, PublicOnlyRoute } from './route-guards';
import { AuthPage } from '../features/auth/auth-page';
import { WelcomePage } from '../features/welcome/welcome-page';
import { TermsPage } from '../features/legal/terms-page';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { PlainPage } from '../components/plain-page';

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: '/welcome', element: <WelcomePage /> },
      { path: '/terms-of-service', element: <TermsPage /> },
      { path: '/shared/:id', element: <PlainPage title="Shared Results" /> },
      { element: <PublicOnlyRoute />, children: [{ path: '/auth', element: <AuthPage /> }] },
      {
        element: <ProtectedRoute />,
        children: [
          { path: '/', element: <HomePage /> },
          { path: '/assessment', element: <PlainPage title="Pet Assessment" /> },
          { path: '/results/:assessmentId', element: <PlainPage title="Results" /> },
          { path: '/archetype-details/:assessmentId', element: <PlainPage title="Personality Profile" /> },
          { path: '/archetype-library', element: <PlainPage title="Pet Personality Types" /> },
          { path: '/discussion-board/:boardId', element: <PlainPage title="Discussion Board" /> },
          { path: '/archetype-discussion/:archetypeId', element: <PlainPage title="Discussion" /> },
        ],
      },
      { element: <AdminRoute />, children: [{ path: '/admin', element: <PlainPage title="Admin Dashboard" /> }] },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
