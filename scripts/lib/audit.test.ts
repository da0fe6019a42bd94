import { describe, expect, it } from 'vitest';
import { judgeAudit } from './audit';

const report = (vulnerabilities: Record<string, number>) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: {},
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...vulnerabilities } },
  });

describe('the npm audit gate', () => {
  it('fails on a high or a critical advisory', () => {
    expect(judgeAudit(report({ high: 1 }))).toMatchObject({ ok: false, checked: true });
    expect(judgeAudit(report({ critical: 2 })).message).toMatch(/critical 2/);
  });

  it('passes with moderate and low advisories only, and says how many', () => {
    expect(judgeAudit(report({ moderate: 3, low: 1 }))).toEqual({
      ok: true,
      checked: true,
      message: 'npm audit --omit=dev: critical 0, high 0, moderate 3, low 1',
    });
  });

  it('passes, saying NOT CHECKED, when the registry has no advisory service (405) or cannot be reached', () => {
    const refused = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '' },
    });
    expect(judgeAudit(refused)).toMatchObject({ ok: true, checked: false, message: expect.stringMatching(/NOT CHECKED.*405/) });
    expect(judgeAudit(JSON.stringify({ error: { code: 'ENOTFOUND', summary: 'getaddrinfo ENOTFOUND' } }))).toMatchObject({
      ok: true,
      checked: false,
    });
  });

  it('fails when it cannot read a result for another reason', () => {
    expect(judgeAudit('not json').ok).toBe(false);
    expect(
      judgeAudit(JSON.stringify({ error: { code: 'EAUDITNOLOCK', summary: 'Neither npm-shrinkwrap.json nor package-lock.json found' } }))
        .ok,
    ).toBe(false);
  });
});
