/**
 * Background load for fault tests: a few concurrent loops of GET requests on loopback, each
 * response read to the end and classified. Bounded: the loops stop when asked or after
 * `maxMs`, whichever comes first.
 */

export type LoadStats = {
  /** Complete 2xx responses with a body that parsed as JSON. */
  ok: number;
  /** Complete non-2xx responses (e.g. 500 while the database restarts, 503 while closing). */
  failed: number;
  /** No response at all: connection refused or reset before any header (server gone or going). */
  refused: number;
  /** A response that started and did not finish: body broken off, or a 2xx body that is not valid JSON. */
  cut: number;
  /** Status codes seen, with counts. */
  statuses: Record<number, number>;
};

export type Load = {
  /** Counts so far (live). */
  stats: LoadStats;
  /** Stops the loops and waits for the requests in flight. @returns the final counts */
  stop(): Promise<LoadStats>;
};

/**
 * Starts `concurrency` loops each sending GET `url` one after another.
 * @param url absolute URL on 127.0.0.1
 * @param opts concurrency (default 8), cookie header, maxMs (default 30 000 ms), pauseAfterErrorMs (default 50 ms)
 * @returns the running load
 */
export function startLoad(
  url: string,
  opts: { concurrency?: number; cookie?: string; maxMs?: number; pauseAfterErrorMs?: number } = {},
): Load {
  const { concurrency = 8, cookie, maxMs = 30_000, pauseAfterErrorMs = 50 } = opts;
  const stats: LoadStats = { ok: 0, failed: 0, refused: 0, cut: 0, statuses: {} };
  const deadline = Date.now() + maxMs;
  let stopped = false;
  const pause = () => new Promise((r) => setTimeout(r, pauseAfterErrorMs));

  const loop = async () => {
    while (!stopped && Date.now() < deadline) {
      let res: Response;
      try {
        res = await fetch(url, { headers: cookie ? { cookie } : {}, signal: AbortSignal.timeout(10_000) });
      } catch {
        stats.refused += 1;
        await pause();
        continue;
      }
      stats.statuses[res.status] = (stats.statuses[res.status] ?? 0) + 1;
      let text: string;
      try {
        text = await res.text();
      } catch {
        stats.cut += 1;
        continue;
      }
      if (res.status >= 200 && res.status < 300) {
        try {
          JSON.parse(text);
          stats.ok += 1;
        } catch {
          stats.cut += 1;
        }
      } else {
        stats.failed += 1;
        await pause();
      }
    }
  };
  const loops = Array.from({ length: concurrency }, loop);
  return {
    stats,
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return stats;
    },
  };
}
