/**
 * Judges the JSON of `npm audit --omit=dev --json` for the CI gate (scripts/audit.ts): no high or
 * critical advisory may affect a production dependency.
 *
 * When the registry's advisory service cannot be reached (a registry or mirror without it answers
 * 404 or 405; a network error; a 5xx), there is nothing to judge: the gate passes and says so
 * plainly, so that such a registry does not block every build. Anything else it cannot read fails.
 */

/** The verdict: `ok` false fails CI; `message` is printed either way. */
export type AuditVerdict = { ok: boolean; checked: boolean; message: string };

/** Network error codes npm reports when the registry cannot be reached at all. */
const UNREACHABLE_CODES = new Set(['ENOTFOUND', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

type AuditJson = {
  metadata?: { vulnerabilities?: Partial<Record<'info' | 'low' | 'moderate' | 'high' | 'critical', number>> };
  statusCode?: number;
  message?: string;
  code?: string;
  error?: { code?: string; summary?: string };
};

/**
 * @param stdout what `npm audit --omit=dev --json` printed
 * @returns whether CI may go on, whether anything was checked, and what to print
 */
export function judgeAudit(stdout: string): AuditVerdict {
  let report: AuditJson;
  try {
    report = JSON.parse(stdout || '{}') as AuditJson;
  } catch {
    return {
      ok: false,
      checked: false,
      message: 'npm audit: its output was not JSON, so nothing could be checked. Run `npm audit --omit=dev` by hand.',
    };
  }
  const vulnerabilities = report.metadata?.vulnerabilities;
  if (vulnerabilities) {
    const count = (level: keyof typeof vulnerabilities) => vulnerabilities[level] ?? 0;
    const line = `npm audit --omit=dev: critical ${count('critical')}, high ${count('high')}, moderate ${count('moderate')}, low ${count('low')}`;
    if (count('critical') + count('high') > 0) {
      return {
        ok: false,
        checked: true,
        message: `${line}. High or critical advisories affect production dependencies: upgrade them (npm audit --omit=dev names them).`,
      };
    }
    return { ok: true, checked: true, message: line };
  }
  const status = report.statusCode;
  const code = report.code ?? report.error?.code;
  if (status === 404 || status === 405 || (status !== undefined && status >= 500) || (code !== undefined && UNREACHABLE_CODES.has(code))) {
    const why = report.message ?? code ?? `status ${status}`;
    return {
      ok: true,
      checked: false,
      message: `npm audit: NOT CHECKED — the registry's advisory service could not be reached (${why}). Run \`npm audit --omit=dev\` where it is reachable.`,
    };
  }
  return {
    ok: false,
    checked: false,
    message: `npm audit: no result could be read (${report.message ?? report.error?.summary ?? 'no report'}). Run \`npm audit --omit=dev\` by hand.`,
  };
}
