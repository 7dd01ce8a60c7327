import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../context';
import { errors } from '../../errors';
import { CODE_GUESS_LIMIT } from '../domain/abuse-limits';
import { hitWindow, pruneRateLimits, unhit } from '../infrastructure/rate-limit';
import { safeError } from '../../safe-error';

/**
 * One budget of failed access-code guesses per client address, shared by code validation, the
 * candidate form and photo uploads with a code (CODE_GUESS_LIMIT).
 *
 * Every attempt first reserves one guess (an atomic counter in the database, so simultaneous
 * requests cannot all slip past the check, and the limit holds across instances). When the
 * request proves a valid, unused code, the guess is given back: a candidate who reloads the
 * form any number of times never spends the budget. An unknown, used, expired or malformed
 * code keeps it spent. Once the budget is used up every attempt is refused, valid code or not,
 * so a locked-out guesser cannot tell a right guess from a wrong one.
 *
 * The counter's key is a keyed, daily-rotating hash of the address, never the address itself.
 */

const KEY_PREFIX = 'code-guess|';
const PRUNE_PROBABILITY = 0.01;

export const CODE_GUESS_MESSAGE =
  'Pääsykoodia on yritetty liian monta kertaa lyhyessä ajassa. Odota vartti ja yritä sitten uudelleen.';

export interface GuessReservation {
  /** The code was valid and unused: the guess is given back. Never throws. */
  refund(): Promise<void>;
}

/** Reserves one guess for the client, or throws 429 with Retry-After when none are left. */
export async function reserveCodeGuess(c: Context<AppEnv>): Promise<GuessReservation> {
  const db = c.var.db;
  const key = `${KEY_PREFIX}${c.var.deps.abuse.clientTag(c.var.clientIp)}`;
  const result = await hitWindow(db, key, CODE_GUESS_LIMIT.max, CODE_GUESS_LIMIT.windowSeconds);
  if (Math.random() < PRUNE_PROBABILITY) {
    // Old counters (yesterday's tags) are of no use: forget them now and then (this budget's
    // and the code-upload counters).
    await pruneRateLimits(db, 'code-').catch((err: unknown) =>
      c.var.log.warn({ err: safeError(err) }, 'pruning code-guess counters failed'),
    );
  }
  if (!result.allowed) throw errors.rateLimited(CODE_GUESS_MESSAGE, result.retryAfterSeconds);
  let refunded = false;
  return {
    async refund() {
      if (refunded) return;
      refunded = true;
      try {
        await unhit(db, key);
      } catch (err) {
        // The answer stands; the client merely keeps one guess spent.
        c.var.log.warn({ err: safeError(err) }, 'giving back a code guess failed');
      }
    },
  };
}

const accepted = new WeakSet<Context>();

/** Called by a handler once the request's code proved valid and unused. */
export function markCodeAccepted(c: Context<AppEnv>): void {
  accepted.add(c);
}

/**
 * For routes whose body carries a code: reserves a guess before the body is even validated
 * (so a malformed code spends it too) and gives it back if the handler called markCodeAccepted.
 */
export const codeGuessBudget = createMiddleware<AppEnv>(async (c, next) => {
  const reservation = await reserveCodeGuess(c);
  await next();
  if (accepted.has(c)) await reservation.refund();
});
