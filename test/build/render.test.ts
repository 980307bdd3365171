import { beforeAll, describe, expect, it } from 'vitest';
import { loadIslands, renderRoute, renderSetup, type RenderSetup } from '../../build/render.tsx';
import { loadTemplate } from '../../build/template.ts';
import { policyFor, policyInMeta } from '../../build/csp.ts';
import type { Route } from '../../build/routes.tsx';
import type { SiteContent } from '../../content-model/content.ts';
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
});
