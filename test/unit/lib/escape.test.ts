import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript } from '../../../shared/escape.ts';

describe('jsonForScript', () => {
  it('cannot close the script element it is written into', () => {
    const json = jsonForScript({ text: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script');
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script>' });
  });

  it('escapes comment openers, ampersands and line separators and still round-trips', () => {
    const value = { a: '<!-- x -->', b: 'R&D', c: 'line\u2028break\u2029' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/<!--|&|\u2028|\u2029/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('escapeHtml', () => {
  it('escapes every character that could end an attribute or open a tag', () => {
    expect(escapeHtml(`"><img src=x onerror='1'>&`)).toBe('&quot;&gt;&lt;img src=x onerror=&#39;1&#39;&gt;&amp;');
  });
});
