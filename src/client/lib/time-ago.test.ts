import { describe, expect, it } from 'vitest';
import { calendarDate, timeAgo } from './time-ago';

describe('timeAgo', () => {
  const now = Date.UTC(2026, 10, 24, 12, 0, 0);
  const ago = (seconds: number) => timeAgo(new Date(now - seconds * 1000), now);

  it.each([
    [0, 'less than a minute ago'],
    [59, 'less than a minute ago'],
    [-30, 'less than a minute ago'], // a clock a little ahead
    [60, '1 minute ago'],
    [60 * 60 - 1, '59 minutes ago'],
    [3 * 60, '3 minutes ago'],
    [60 * 60, '1 hour ago'],
    [5 * 3600 + 59 * 60, '5 hours ago'],
    [24 * 3600, '1 day ago'],
    [29 * 86400, '29 days ago'],
    [30 * 86400, '1 month ago'],
    [200 * 86400, '6 months ago'],
    [365 * 86400, '1 year ago'],
    [3 * 365 * 86400 + 86400, '3 years ago'],
  ])('%i s before now is "%s"', (seconds, words) => {
    expect(ago(seconds)).toBe(words);
  });

  it('reads an ISO string as the API sends it, and says "recently" for one it cannot read', () => {
    expect(timeAgo(new Date(now - 3 * 3600 * 1000).toISOString(), now)).toBe('3 hours ago');
    expect(timeAgo('not a date', now)).toBe('recently');
  });
});

describe('calendarDate', () => {
  it('writes the day, the month in full and the year', () => {
    expect(calendarDate(new Date(2026, 10, 4, 12))).toBe('4 November 2026');
  });
});
