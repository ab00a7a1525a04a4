// A seconds countdown (SMS resend): start(60) → 60, 59 … 0. Survives re-renders, stops on unmount.
import { useCallback, useEffect, useRef, useState } from 'react';

export function useCountdown() {
  const [seconds, setSeconds] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const stop = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
  }, []);

  const start = useCallback((from: number) => {
    stop();
    setSeconds(from);
    timer.current = setInterval(() => {
      setSeconds((s) => {
        if (s <= 1) {
          stop();
          return 0;
        }
        return s - 1;
      });
    }, 1000);
  }, [stop]);

  useEffect(() => stop, [stop]);

  return { seconds, running: seconds > 0, start };
}
