import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a long screen's later sections to show: none on the render that brings the data, then one
 * more in each following task (a transition, which React may split further), until `total`. Each step
 * renders and commits one section, so no step is a long task on a slow phone, and the first screen is
 * painted and answers taps meanwhile (docs/decisions/0056: the result page's Total Blocking Time).
 */
export function useStagedReveal(ready: boolean, total: number): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!ready || count >= total) return;
    const t = setTimeout(() => startTransition(() => setCount((c) => Math.min(total, c + 1))), 0);
    return () => clearTimeout(t);
  }, [ready, count, total]);
  return ready ? count : 0;
}
