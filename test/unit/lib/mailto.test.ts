import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildMailto, mailBody, parseMailto } from '../../../src/lib/mailto.ts';

describe('buildMailto', () => {
  it('round-trips hostile subjects and bodies exactly', () => {
    const subject = 'Vraag & antwoord? 100% "zeker" ?cc=boss@evil.example';
    const body = 'Regel 1\nRegel 2\r\n&bcc=spy@evil.example\n%0D%0ABcc: x@y\nשלום 你好 Ünïcødé 🐴';
    const url = buildMailto('hallo@paardensprong.example', { subject, body });
    expect(parseMailto(url)).toEqual({ to: 'hallo@paardensprong.example', subject, body: body.replace(/\r\n/g, '\n') });
  });

  it('never lets input add a recipient or header', () => {
    const url = buildMailto('hallo@paardensprong.example', {
      subject: 'a\r\nBcc: x@evil.example',
      body: 'b&cc=x@evil.example?to=y',
    });
    const query = url.split('?')[1]!;
    expect(query.split('&').map((p) => p.split('=')[0])).toEqual(['subject', 'body']);
    expect(url).not.toMatch(/[\r\n]/);
    expect(url).not.toContain('evil.example?');
  });

  it('writes line breaks as CRLF', () => {
    expect(buildMailto('a@b.example', { subject: 's', body: 'x\ny' })).toContain('body=x%0D%0Ay');
  });

  it('refuses an address that is not a plain address', () => {
    expect(() => buildMailto('a@b.example?cc=c@d.example', { subject: '', body: '' })).toThrow();
  });

  it('never throws and always round-trips, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (subject, body) => {
        const parsed = parseMailto(buildMailto('hallo@paardensprong.example', { subject, body }));
        expect(parsed.subject).toBe(subject.replace(/\r?\n/g, '\r\n').replace(/\r\n/g, '\n'));
        expect(parsed.body).toBe(body.replace(/\r?\n/g, '\r\n').replace(/\r\n/g, '\n'));
      }),
      { numRuns: 500 },
    );
  });
});

describe('mailBody', () => {
  it('lists the filled-in fields between greeting and closing', () => {
    expect(
      mailBody({
        greeting: 'Hallo,',
        lines: [
          ['Naam', 'Anna'],
          ['Bedrijf', ''],
          ['Telefoon', undefined],
          ['Bericht', ' Hoi '],
        ],
        closing: 'Groet,',
        signature: 'Anna',
      }),
    ).toBe('Hallo,\n\nNaam: Anna\nBericht: Hoi\n\nGroet,\nAnna');
  });
});
