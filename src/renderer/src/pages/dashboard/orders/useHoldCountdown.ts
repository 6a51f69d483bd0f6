import { useEffect, useState } from 'react';

/** Milliseconds left until `holdUntil` (never negative), ticking each second; null without a hold. */
export function useHoldCountdown(holdUntil: string | null): number | null {
  const end = holdUntil ? Date.parse(holdUntil) : null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (end === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [end]);
  return end === null ? null : Math.max(0, end - now);
}

/** 1 805 000 → "30:05"; an hour or more → "1:02:03". */
export function formatTimeLeft(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
