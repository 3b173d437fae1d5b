import { useTranslation } from '@host/sdk';
import { useEffect, useState } from 'react';
import { fetchSessionStart } from '../api/limitsApi.ts';

/** Elapsed seconds as hours, minutes and seconds: `1:02:03` (hours unpadded, they may pass 99). */
export function formatElapsed(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${Math.floor(whole / 3600)}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`;
}

/**
 * The time since the player signed in, in hours, minutes and seconds (UKGC RTS 13C), counted from the session's start
 * as the platform has it (so a reload or another tab shows the same time), corrected for the device's clock. The
 * clock's second is display only: nothing is decided on it, so it ticks in the component.
 */
export default function SessionClock() {
  const { t } = useTranslation('limits');
  const [start, setStart] = useState<{ startedAtDeviceMs: number } | null>(null);
  const [nowMs, setNowMs] = useState(() => Date.now());

  useEffect(() => {
    let current = true;
    fetchSessionStart().then(
      ({ startedAt, serverTime }) => {
        if (current) setStart({ startedAtDeviceMs: Date.now() - (serverTime - startedAt) * 1000 });
      },
      (error: unknown) => console.warn('[limits] the session start could not be read; the session clock stays hidden', error),
    );
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    if (!start) return;
    const timer = setInterval(() => setNowMs(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [start]);

  if (!start) return null;
  return (
    <span className="session-clock" role="timer" aria-label={t('session_clock')} data-testid="session-clock">
      {formatElapsed((nowMs - start.startedAtDeviceMs) / 1000)}
    </span>
  );
}
