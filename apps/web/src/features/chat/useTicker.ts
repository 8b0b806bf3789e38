import { useEffect, useState } from 'react';
import { updateAppState } from '../../state/appState.ts';

/**
 * Counts time on the page in 1-second ticks (spec §9) under timeSpent[module], records
 * pageLeaveTimes[module] when the page is left, and returns the current time for time-based notices.
 */
export function useTimeSpent(module: string): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
      if (document.visibilityState === 'hidden') return;
      updateAppState((prev) => ({ timeSpent: { ...prev.timeSpent, [module]: (prev.timeSpent[module] ?? 0) + 1 } }));
    }, 1000);
    return () => {
      clearInterval(timer);
      updateAppState((prev) => ({ pageLeaveTimes: { ...prev.pageLeaveTimes, [module]: Date.now() } }));
    };
  }, [module]);
  return now;
}
