import { Card, CardTitle } from '#client/components/ui/card.tsx';
import { useAdminStats } from '#client/api/admin.ts';

/**
 * Stats Overview: Total Users, Email Verified (users with an e-mail, as the spec defines it), Email
 * Confirmed beside it (users who opened a link sent to their address), MBTI Completed.
 */
export function StatsOverview() {
  const { data, isError } = useAdminStats();
  const stats = [
    { label: 'Total Users', value: data?.totalUsers },
    { label: 'Email Verified', value: data?.emailVerified },
    { label: 'Email Confirmed', value: data?.emailConfirmed },
    { label: 'MBTI Completed', value: data?.mbtiCompleted },
  ];
  return (
    <Card aria-labelledby="stats-title">
      <CardTitle id="stats-title">Stats Overview</CardTitle>
      {isError ? <p className="mt-2 text-sm text-danger">The stats could not be loaded.</p> : null}
      <dl className="mt-3 grid grid-cols-2 gap-2">
        {stats.map((s) => (
          <div key={s.label} className="flex flex-col-reverse rounded-2xl bg-primary-soft/60 px-2 py-3 text-center">
            <dt className="text-xs leading-tight font-bold text-muted">{s.label}</dt>
            <dd className="text-2xl font-black text-primary-strong">
              {s.value === undefined ? '–' : s.value.toLocaleString('en-GB')}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
