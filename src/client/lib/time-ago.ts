/**
 * Dates in words, by the browser's own Intl (English): how long ago a moment was ('3 minutes ago',
 * '2 days ago') and a calendar date ('24 November 2026'). No date library: date-fns's
 * formatDistanceToNow and its locale were 3.4 KiB gzip of the home screen's first load
 * (docs/decisions/0020-first-load.md).
 */
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
const calendar = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The largest unit a span is told in, from its length in seconds (months of 30 days, years of 365). */
const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

/**
 * '3 minutes ago': whole units, rounded down; under a minute (or a clock ahead) 'less than a minute
 * ago'; a date that cannot be read (an API value gone wrong) 'recently'.
 */
export function timeAgo(date: Date | string, now: number = Date.now()): string {
  const time = new Date(date).getTime();
  if (Number.isNaN(time)) return 'recently';
  const seconds = (now - time) / 1000;
  const unit = UNITS.find(([, size]) => seconds >= size);
  if (!unit) return 'less than a minute ago';
  return relative.format(-Math.floor(seconds / unit[1]), unit[0]);
}

/** '24 November 2026'. */
export function calendarDate(date: Date): string {
  return calendar.format(date);
}
