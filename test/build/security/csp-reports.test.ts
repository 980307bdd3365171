/** Violation reports: asked for in the headers when the build is given an https endpoint, never otherwise. */
import { describe, expect, it } from 'vitest';
import { policyFor } from '../../../build/render/csp.ts';
import { reportEndpoint, securityHeaders } from '../../../build/output/headers.ts';

const policy = policyFor('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');

describe('violation reports', () => {
  it('are asked for with report-to and report-uri, and the endpoint named, when CSP_REPORT_URL is set', () => {
    const endpoint = reportEndpoint({ CSP_REPORT_URL: 'https://reports.example/csp' });
    const headers = new Map(securityHeaders(policy, endpoint));
    expect(headers.get('Content-Security-Policy')).toMatch(
      /frame-ancestors 'none'; report-to csp; report-uri https:\/\/reports\.example\/csp$/,
    );
    expect(headers.get('Reporting-Endpoints')).toBe('csp="https://reports.example/csp"');
  });

  it('are not asked for without an endpoint, and an endpoint that is not https is refused', () => {
    const headers = new Map(securityHeaders(policy, reportEndpoint({})));
    expect(headers.get('Content-Security-Policy')).not.toMatch(/report/);
    expect(headers.has('Reporting-Endpoints')).toBe(false);
    expect(() => reportEndpoint({ CSP_REPORT_URL: 'http://reports.example/csp' })).toThrow(/https/);
    expect(() => reportEndpoint({ CSP_REPORT_URL: 'https://x.example/a", b' })).toThrow(/https/);
  });
});
