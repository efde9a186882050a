import { AppHeader } from '#client/components/app-header.tsx';
import { StatsOverview } from './stats-overview';
import { UsersCard } from './users-card';
import { EmailSettingsCard } from './email-settings-card';
import { ReportsCard } from './reports-card';

/** /admin: the Admin Dashboard (the admin only; the route guard and the server both check). */
export function AdminPage() {
  return (
    <>
      <AppHeader />
      <main data-wide className="flex flex-1 flex-col gap-5 px-4 pb-8">
        <div>
          <h1 className="text-2xl">Admin Dashboard</h1>
          <p className="text-muted">Users, survey emails and reported posts.</p>
        </div>
        <UsersCard />
        <StatsOverview />
        <EmailSettingsCard />
        <ReportsCard />
      </main>
      <footer className="border-t border-sand px-4 py-5 text-center text-sm text-muted">
        © 2025 PawType. All rights reserved.
      </footer>
    </>
  );
}
