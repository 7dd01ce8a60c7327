import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { PhotoStorage } from '../storage/photo-storage';
import { runRetention, type RetentionResult } from './retention';
import { safeError } from '../safe-error';

export interface RetentionRunner {
  /** Stops the timer and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Runs the retention job in the server process: first `firstDelayMs` after start, then every
 * `intervalMs`. With several instances each has a runner; the advisory lock lets one work at a
 * time and the others skip that round.
 */
export function startRetentionRunner(opts: {
  db: Db;
  photos: PhotoStorage;
  log: Logger;
  intervalMs?: number;
  firstDelayMs?: number;
  /** Called after each run (tests wait on it). */
  onRun?: (result: RetentionResult | null) => void;
}): RetentionRunner {
  const interval = opts.intervalMs ?? HOUR_MS;
  let stopped = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce().finally(() => {
        running = null;
        schedule(interval);
      });
    }, delay);
    timer.unref();
  };

  const runOnce = async () => {
    let result: RetentionResult | null = null;
    try {
      result = await runRetention(opts.db, opts.photos, new Date(), { log: opts.log });
      if (!result.ran) opts.log.debug('retention: skipped, another runner is at work');
      else if (result.failed.length > 0 || Object.values(result.counts).some((n) => n > 0))
        opts.log.info({ deleted: result.counts, failed: result.failed }, 'retention run');
    } catch (err) {
      opts.log.error({ err: safeError(err) }, 'retention run failed');
    }
    opts.onRun?.(result);
  };

  schedule(opts.firstDelayMs ?? 60_000);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
