import { lazy, useEffect, type ComponentType } from 'react';
import { Route, Routes, useMatch } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { prefetchAssessmentResult } from '#client/api/assessment-result.ts';
import { prefetchEndpoint } from '#client/lib/endpoint-hooks.ts';
import * as accountRecoveryRoutes from '#shared/routes/account-recovery.generated.ts';
import { RootLayout } from './root-layout';
import { ProtectedRoute, PublicOnlyRoute, RoleRoute } from './route-guards';
import { clientPaths, clientRoutePatterns } from '#shared/rules/client-paths.ts';

/**
 * Every screen is its own chunk, loaded when its route first renders (React.lazy; one way of code
 * splitting for the whole app). The entry holds only React, React Router's declarative routes (about
 * half the bytes of its data router, which the app used only for lazy routes and one prefetch:
 * docs/decisions/0020-first-load.md), TanStack Query, the root layout and the guards; the first
 * route's chunk is fetched at once, beneath the 2 s splash. Navigations are React transitions
 * (BrowserRouter's default): the screen on view stays until the next one's chunk has arrived.
 */
const screen = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const WelcomePage = screen(() => import('../features/welcome/welcome-page'), 'WelcomePage');
const TermsPage = screen(() => import('../features/legal/terms-page'), 'TermsPage');
const SharedPage = screen(() => import('../features/shared-result/shared-page'), 'SharedPage');
const AuthPage = screen(() => import('../features/auth/auth-page'), 'AuthPage');
const HomePage = screen(() => import('../features/home/home-page'), 'HomePage');
const AllAssessmentsPage = screen(() => import('../features/assessments/all-assessments-page'), 'AllAssessmentsPage');
const AssessmentPage = screen(() => import('../features/questionnaire/assessment-page'), 'AssessmentPage');
const ResultsPage = screen(() => import('../features/results/results-page'), 'ResultsPage');
const ArchetypeDetailsPage = screen(
  () => import('../features/archetypes/archetype-details-page'),
  'ArchetypeDetailsPage',
);
const ArchetypeLibraryPage = screen(
  () => import('../features/archetypes/archetype-library-page'),
  'ArchetypeLibraryPage',
);
const DiscussionBoardPage = screen(() => import('../features/discussion/discussion-board-page'), 'DiscussionBoardPage');
const ArchetypeDiscussionPage = screen(
  () => import('../features/discussion/archetype-discussion-page'),
  'ArchetypeDiscussionPage',
);
const PetPage = screen(() => import('../features/pets/pet-page'), 'PetPage');
const HouseholdPage = screen(() => import('../features/pets/household-page'), 'HouseholdPage');
const account = () => import('../features/account/account-pages');
const ForgotPasswordPage = screen(account, 'ForgotPasswordPage');
const ResetPasswordPage = screen(account, 'ResetPasswordPage');
const ConfirmEmailPage = screen(account, 'ConfirmEmailPage');
const ChangePasswordPage = screen(account, 'ChangePasswordPage');
const ChangeEmailPage = screen(account, 'ChangeEmailPage');
const NotificationSettingsPage = screen(account, 'NotificationSettingsPage');
const UnsubscribePage = screen(account, 'UnsubscribePage');
const NotificationsPage = screen(() => import('../features/notifications/notifications-page'), 'NotificationsPage');
const AdminPage = screen(() => import('../features/admin/admin-page'), 'AdminPage');
const ModerationPage = screen(() => import('../features/admin/moderation-page'), 'ModerationPage');
const NotFoundPage = screen(() => import('../features/errors/not-found-page'), 'NotFoundPage');

/**
 * A screen whose content is one owner's result starts fetching it as soon as its path is entered: on
 * a first load at once (the session check and the screen's chunk are still on their way, beneath a
 * Suspense fallback), beside them instead of after them; the screen then reads it from the cache.
 * (On a later navigation the effect waits for the new screen, which asks for it itself.)
 */
function ResultPrefetch() {
  const queryClient = useQueryClient();
  const results = useMatch(clientRoutePatterns.results);
  const details = useMatch(clientRoutePatterns.archetypeDetails);
  const id = (results ?? details)?.params.assessmentId;
  useEffect(() => prefetchAssessmentResult(queryClient, id), [queryClient, id]);
  // The screen's chunk too, beside the session check rather than after it (the guard renders the
  // screen only once the user is known): on the results page its picture is the largest paint, and
  // it waited for user -> chunk -> render (decision 0034). lazy() then finds the module loaded.
  const screenToLoad = results ? 'results' : details ? 'details' : null;
  // Home waits for the address's status (its banner sits above the welcome, and arriving later it
  // pushed the page down): asked beside the session check, not after it.
  const home = useMatch(clientPaths.home) !== null;
  useEffect(() => {
    if (home) prefetchEndpoint(queryClient, accountRecoveryRoutes.emailStatus);
  }, [queryClient, home]);
  // (Offline it fails quietly: the screen's own load says so, with a retry.)
  useEffect(() => {
    const ignore = () => {};
    if (screenToLoad === 'results') import('../features/results/results-page').catch(ignore);
    if (screenToLoad === 'details') import('../features/archetypes/archetype-details-page').catch(ignore);
  }, [screenToLoad]);
  return null;
}

export function AppRoutes() {
  return (
    <>
      <ResultPrefetch />
      <Routes>
        <Route element={<RootLayout />}>
          <Route path={clientPaths.welcome} element={<WelcomePage />} />
          <Route path={clientPaths.terms} element={<TermsPage />} />
          <Route path={clientRoutePatterns.shared} element={<SharedPage />} />
          <Route path={clientPaths.forgotPassword} element={<ForgotPasswordPage />} />
          <Route path={clientPaths.resetPassword} element={<ResetPasswordPage />} />
          <Route path={clientPaths.confirmEmail} element={<ConfirmEmailPage />} />
          <Route path={clientPaths.unsubscribe} element={<UnsubscribePage />} />
          <Route element={<PublicOnlyRoute />}>
            <Route path={clientPaths.auth} element={<AuthPage />} />
          </Route>
          <Route element={<ProtectedRoute />}>
            <Route path={clientPaths.home} element={<HomePage />} />
            <Route path={clientPaths.assessments} element={<AllAssessmentsPage />} />
            <Route path={clientPaths.assessment} element={<AssessmentPage />} />
            <Route path={clientRoutePatterns.results} element={<ResultsPage />} />
            <Route path={clientRoutePatterns.archetypeDetails} element={<ArchetypeDetailsPage />} />
            <Route path={clientPaths.archetypeLibrary} element={<ArchetypeLibraryPage />} />
            <Route path={clientRoutePatterns.discussionBoard} element={<DiscussionBoardPage />} />
            <Route path={clientRoutePatterns.archetypeDiscussion} element={<ArchetypeDiscussionPage />} />
            <Route path={clientRoutePatterns.pet} element={<PetPage />} />
            <Route path={clientRoutePatterns.household} element={<HouseholdPage />} />
            <Route path={clientPaths.changePassword} element={<ChangePasswordPage />} />
            <Route path={clientPaths.changeEmail} element={<ChangeEmailPage />} />
            <Route path={clientPaths.notifications} element={<NotificationsPage />} />
            <Route path={clientPaths.notificationSettings} element={<NotificationSettingsPage />} />
          </Route>
          <Route element={<RoleRoute role="admin" />}>
            <Route path={clientPaths.admin} element={<AdminPage />} />
          </Route>
          <Route element={<RoleRoute role="moderator" />}>
            <Route path={clientPaths.moderation} element={<ModerationPage />} />
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  );
}
