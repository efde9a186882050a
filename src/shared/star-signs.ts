/** The 12 western star signs' date ranges: the client's local table and the birthday rule. */
export interface SignRange {
  name: string;
  dates: string;
  start: readonly [number, number];
  end: readonly [number, number];
}

export const STAR_SIGN_RANGES: readonly SignRange[] = [
  { name: 'Aries', dates: 'March 21 - April 19', start: [3, 21], end: [4, 19] },
  { name: 'Taurus', dates: 'April 20 - May 20', start: [4, 20], end: [5, 20] },
  { name: 'Gemini', dates: 'May 21 - June 20', start: [5, 21], end: [6, 20] },
  { name: 'Cancer', dates: 'June 21 - July 22', start: [6, 21], end: [7, 22] },
  { name: 'Leo', dates: 'July 23 - August 22', start: [7, 23], end: [8, 22] },
  { name: 'Virgo', dates: 'August 23 - September 22', start: [8, 23], end: [9, 22] },
  { name: 'Libra', dates: 'September 23 - October 22', start: [9, 23], end: [10, 22] },
  { name: 'Scorpio', dates: 'October 23 - November 21', start: [10, 23], end: [11, 21] },
  { name: 'Sagittarius', dates: 'November 22 - December 21', start: [11, 22], end: [12, 21] },
  { name: 'Capricorn', dates: 'December 22 - January 19', start: [12, 22], end: [1, 19] },
  { name: 'Aquarius', dates: 'January 20 - February 18', start: [1, 20], end: [2, 18] },
  { name: 'Pisces', dates: 'February 19 - March 20', start: [2, 19], end: [3, 20] },
];

/** The sign of a birthday (month 1-12, day 1-31), or undefined when either is missing. */
export function starSignFor(month: number | null | undefined, day: number | null | undefined): SignRange | undefined {
  if (!month || !day) return undefined;
  const md = month * 100 + day;
  return STAR_SIGN_RANGES.find((s) => {
    const start = s.start[0] * 100 + s.start[1];
    const end = s.end[0] * 100 + s.end[1];
    return start <= end ? md >= start && md <= end : md >= start || md <= end;
  });
}
