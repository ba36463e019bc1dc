import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown that starts at `seconds`, ticking once a second; `restart` starts it again. */
export function useCountdown(seconds: number): [remaining: number, restart: () => void] {
  const [remaining, setRemaining] = useState(seconds);

  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = window.setTimeout(() => setRemaining((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [remaining]);

  const restart = useCallback(() => setRemaining(seconds), [seconds]);
  return [remaining, restart];
}
