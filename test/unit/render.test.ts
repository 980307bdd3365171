import { beforeAll, describe, expect, it } from 'vitest';
import { loadIslands, renderRoute, renderSetup, type RenderSetup } from '../../build/render/render.tsx';
import { loadTemplate } from '../../build/render/template.ts';
import { policyFor, policyInMeta } from '../../build/render/csp.ts';
import type { Route } from '../../kinds/routes.tsx';
import type { SiteContent } from '../../kinds/content.ts';
import { realContent, routeAt, testAssets } from '../support/real-content.ts';

let content: SiteContent;
let routes: Route[];
let setup: (content: SiteContent) => RenderSetup;
beforeAll(async () => {
  ({ content, routes } = await realContent());
  const assets = testAssets(content);
  const islands = await loadIslands();
  const template = loadTemplate('document.html');
  setup = (content) => renderSetup(content, assets, islands, template);
});

describe('renderRoute', () => {
  // The header and footer are rendered once and shared by every page (see SharedPart); the page's
  // checks read them once too, and must still see what they hold.
  it('refuses a page whose shared footer links to a script address', () => {
    const route = routeAt(routes, 'nl', '/services');
    expect(() => renderRoute(route, setup(content))).not.toThrow();
    const hostile = { ...content, site: { ...content.site, linkedin: 'javascript:alert(1)' } };
    expect(() => renderRoute(route, setup(hostile))).toThrow(/links to "javascript:.*" uses "javascript:"/);
  });

  it('gives each page the policy of its whole document, shared parts included', () => {
    for (const [lang, path] of [
      ['nl', '/'],
      ['en', '/services'],
      ['nl', '/artikelen'],
    ] as const) {
      const html = renderRoute(routeAt(routes, lang, path), setup(content));
      const whole = html.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*">\n?/, '');
      expect(policyInMeta(html), `${lang} ${path}`).toEqual(policyFor(whole));
    }
  });

  it('puts the policy where the template has room for it, and counts what the template holds', () => {
    const route = routeAt(routes, 'en', '/services');
    const inline = '<script>window.edited = true</script>';
    const edited = loadTemplate('document.html')
      .replace('<meta charset="utf-8">\n', '')
      .replace('</body>', `${inline}\n</body>`);
    const made = renderSetup(content, testAssets(content), setup(content).islands, edited);
    const html = renderRoute(route, made);
    // Without a charset line the policy opens the head; the template's own script gets its hash.
    expect(html).toMatch(/<head>\n<meta http-equiv="Content-Security-Policy" content="[^"]*">\n<meta name="viewport"/);
    expect(html).toContain(inline);
    const whole = html.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*">\n?/, '');
    expect(policyInMeta(html)).toEqual(policyFor(whole));
    expect(policyInMeta(html)?.get('script-src')?.length).toBeGreaterThan(
      policyInMeta(renderRoute(route, setup(content)))!.get('script-src')!.length,
    );
  });
});
