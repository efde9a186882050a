import { AppHeader } from '#client/components/app-header.tsx';
import { ReportsCard } from './reports-card';

/**
 * /moderation: what a moderator may do away from the boards, the moderation queue (the same card as on
 * the Admin Dashboard). Moderators and the admin; the route guard and the server both check.
 */
export function ModerationPage() {
  return (
    <>
      <AppHeader />
      <main className="flex flex-1 flex-col gap-5 px-4 pb-8">
        <div>
          <h1 className="text-2xl">Moderation</h1>
          <p className="text-muted">
            Reported posts and replies: delete them or dismiss the reports. On a board, any post or reply can be removed
            from its menu.
          </p>
        </div>
        <ReportsCard />
      </main>
      <footer className="border-t border-sand px-4 py-5 text-center text-sm text-muted">
        © 2025 PawType. All rights reserved.
      </footer>
    </>
  );
}
