'use client';

import { useEffect, useRef, useState } from 'react';
import { onGatewayRequest } from '@/lib/gateway/request-events';
import { SHELL } from '@/lib/shell/constants';
import { loadingProgress } from '@/lib/shell/loading-progress';
import { beginLoading, useLoadingStore } from '@/lib/state/loading-store';
import styles from './loading-bar.module.css';

const { throttleMs, tickMs, hideDelayMs } = SHELL.loadingBar;

type Phase = 'idle' | 'running' | 'finishing';

/**
 * The top loading bar: it appears only when work lasts longer than
 * the 200 ms throttle, rises every 100 ms over the 5000 ms duration, turns to
 * its failed style when a request failed, and hides 500 ms after finishing.
 * It subscribes the loading store to the browser client's requests (the
 * client knows nothing of the bar).
 */
export function LoadingBar() {
  useEffect(() => onGatewayRequest(beginLoading), []);
  const busy = useLoadingStore((s) => s.pending > 0);
  const failed = useLoadingStore((s) => s.failed);
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const phaseRef = useRef<Phase>('idle');
  useEffect(() => {
    phaseRef.current = phase;
  }, [phase]);

  useEffect(() => {
    if (busy) {
      let tick: number | undefined;
      const start = window.setTimeout(() => {
        const startedAt = performance.now();
        setPhase('running');
        setProgress(loadingProgress(tickMs));
        tick = window.setInterval(() => setProgress(loadingProgress(performance.now() - startedAt)), tickMs);
      }, throttleMs);
      return () => {
        window.clearTimeout(start);
        window.clearInterval(tick);
      };
    }
    if (phaseRef.current !== 'running') return;
    setPhase('finishing');
    setProgress(1);
    const hide = window.setTimeout(() => {
      setPhase('idle');
      setProgress(0);
    }, hideDelayMs);
    return () => window.clearTimeout(hide);
  }, [busy]);

  return (
    <div
      className={styles.track}
      data-phase={phase}
      data-failed={failed || undefined}
      data-testid="loading-bar"
      aria-hidden="true"
    >
      <div className={styles.bar} style={{ transform: `scaleX(${progress})` }} />
    </div>
  );
}
