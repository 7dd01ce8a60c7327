// The admin of npm run bench:peak's second pass: signed in through the real auth API, approves
// one pending submission a second through the real admin API
// (POST /api/admin/municipalities/{id}/submissions/{id}/approve), the instances taken in turn as
// a load balancer would. After each approval it polls that municipality's ranking file on every
// instance until the new candidate is in it. A poll sent that long after the approval's answer
// already got the new list, so a stale list was served at most that long after it there (the
// bound is as fine as the polls: every 20 ms plus their own answer time). When that answer came
// is printed too: under overload it adds the answer's own wait.
import { addressFor } from './bench-load-support';
import { percentile } from './bench-peak-sessions';
import { ADMIN, type Election } from './bench-peak-election';

const INTERVAL_MS = 1000;
const POLL_MS = 20;
/** A list still stale after this long is counted as never refreshed. */
const GIVE_UP_MS = 10_000;
/** The admin's own address, beyond any a voter session gets in a run. */
const ADMIN_ADDRESS = '10.254.0.1';

export interface ApprovalReport {
  approvals: number;
  /** Approvals that did not answer 201, and polls that did not answer 200. */
  errors: number;
  statusCounts: Record<string, number>;
  /**
   * For each approval and instance: ms from the approval's answer to the sending of the first
   * poll answered with the new list (a stale list was served at most that long after it).
   */
  staleMs: number[];
  /** The same to the arrival of that answer. */
  freshAtMs: number[];
  /** Polls that gave up after 10 s. */
  neverFresh: number;
}

/** Signs the admin in on one instance; the session cookie is good on every instance. */
export async function signIn(baseURL: string, publicUrl: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: publicUrl,
      'x-forwarded-for': ADMIN_ADDRESS,
    },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`sign-in: ${String(res.status)} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

let pollAddress = 0;

/**
 * Polls until the ranking file has the candidate: when (ms after `since`) the poll that got it
 * was sent and when its answer came, or null after 10 s.
 */
async function untilListed(
  baseURL: string,
  municipalityId: string,
  candidateId: number,
  since: number,
  count: (status: string) => void,
): Promise<{ sent: number; received: number } | null> {
  for (;;) {
    const sent = performance.now();
    const res = await fetch(`${baseURL}/api/municipalities/${municipalityId}/candidates/ranking`, {
      headers: { 'x-forwarded-for': addressFor(12_000_000 + ++pollAddress) },
    }).catch(() => null);
    const now = performance.now();
    if (res?.status !== 200) {
      count(res ? `poll ${String(res.status)}` : 'poll error');
      await res?.arrayBuffer();
    } else {
      const file = (await res.json()) as { rows: [number, ...unknown[]][] };
      if (file.rows.some((row) => row[0] === candidateId)) {
        return { sent: Math.max(0, sent - since), received: now - since };
      }
    }
    if (now - since > GIVE_UP_MS) return null;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/**
 * Starts approving, one a second in the shuffled order of `election.pending`, until stop() is
 * called; stop() waits for the polls still running and reports.
 */
export function startApprovals(
  baseURLs: readonly string[],
  cookie: string,
  publicUrl: string,
  election: Election,
) {
  const report: ApprovalReport = {
    approvals: 0,
    errors: 0,
    statusCounts: {},
    staleMs: [],
    freshAtMs: [],
    neverFresh: 0,
  };
  const count = (status: string) => {
    report.statusCounts[status] = (report.statusCounts[status] ?? 0) + 1;
    if (status !== '201') report.errors++;
  };
  const running: Promise<void>[] = [];
  let k = 0;
  const approveNext = async () => {
    const next = election.pending[k];
    const baseURL = baseURLs[k % baseURLs.length]!;
    k++;
    if (!next) return;
    const res = await fetch(
      `${baseURL}/api/admin/municipalities/${next.municipalityId}/submissions/${String(next.id)}/approve`,
      {
        method: 'POST',
        headers: {
          cookie,
          origin: publicUrl,
          'content-type': 'application/json',
          'x-forwarded-for': ADMIN_ADDRESS,
        },
        body: JSON.stringify({ notify: false }),
      },
    ).catch(() => null);
    const answeredAt = performance.now();
    count(res ? String(res.status) : 'approve error');
    if (res?.status !== 201) {
      await res?.arrayBuffer();
      return;
    }
    report.approvals++;
    const { candidate_id } = (await res.json()) as { candidate_id: number };
    const delays = await Promise.all(
      baseURLs.map((url) => untilListed(url, next.municipalityId, candidate_id, answeredAt, count)),
    );
    for (const d of delays) {
      if (d === null) report.neverFresh++;
      else {
        report.staleMs.push(d.sent);
        report.freshAtMs.push(d.received);
      }
    }
  };
  running.push(approveNext());
  const timer = setInterval(() => running.push(approveNext()), INTERVAL_MS);
  return {
    async stop(): Promise<ApprovalReport> {
      clearInterval(timer);
      await Promise.all(running);
      return report;
    },
  };
}

/** One line: approvals, errors, the worst and the 99th percentile of the stale time. */
export function approvalLine(label: string, r: ApprovalReport): string {
  const worst = r.staleMs.length ? Math.round(Math.max(...r.staleMs)) : Number.NaN;
  const p99 = Math.round(percentile(r.staleMs, 99));
  const arrived = r.freshAtMs.length ? Math.round(Math.max(...r.freshAtMs)) : Number.NaN;
  const others = Object.entries(r.statusCounts).filter(([s]) => s !== '201');
  const met = r.neverFresh === 0 && worst <= 1000 && r.approvals > 0;
  return (
    `  ${label}: ${String(r.approvals)} approvals (one a second), ${String(r.errors)} errors` +
    `${others.length ? ` ${JSON.stringify(Object.fromEntries(others))}` : ''}; ` +
    `stale list served at most ${String(worst)} ms after an approval (p99 ${String(p99)} ms` +
    `${r.neverFresh ? `, ${String(r.neverFresh)} never fresh within 10 s` : ''}; ` +
    `the new list's answer had arrived at most ${String(arrived)} ms after), ` +
    `target ≤ 1 s: ${met ? 'met' : 'MISSED'}`
  );
}
