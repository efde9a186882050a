import { HeartHandshake } from 'lucide-react';
import { Card, CardTitle } from './ui/card';
import { ActivityIcon } from './activity-icon';

interface RecommendationsProps {
  activities: { id: number; text: string; icon: string | null }[];
  careTips: { id: number; text: string }[];
  /** Show at most this many of each (all when unset). */
  limit?: number;
}

/** 'Recommended Activities' (icon plus text) and 'Care Tips', as on the results and shared pages. */
export function Recommendations({ activities, careTips, limit }: RecommendationsProps) {
  const shownActivities = limit ? activities.slice(0, limit) : activities;
  const shownTips = limit ? careTips.slice(0, limit) : careTips;
  return (
    <>
      {shownActivities.length > 0 ? (
        <Card aria-labelledby="activities-title">
          <CardTitle id="activities-title">Recommended Activities</CardTitle>
          <ul className="mt-4 grid gap-3">
            {shownActivities.map((a) => (
              <li key={a.id} className="flex items-start gap-3 rounded-2xl bg-cream p-3 ring-1 ring-sand">
                <span className="grid size-11 shrink-0 place-items-center rounded-full bg-primary-soft text-primary-strong">
                  <ActivityIcon name={a.icon} className="size-5" />
                </span>
                <span className="self-center leading-snug">{a.text}</span>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      {shownTips.length > 0 ? (
        <Card aria-labelledby="care-tips-title">
          <CardTitle id="care-tips-title">Care Tips</CardTitle>
          <ul className="mt-4 grid gap-3">
            {shownTips.map((t) => (
              <li key={t.id} className="flex items-start gap-3">
                <HeartHandshake aria-hidden className="mt-0.5 size-5 shrink-0 text-teal" />
                <span className="leading-snug">{t.text}</span>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </>
  );
}
