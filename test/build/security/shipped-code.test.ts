/**
 * The policy is a second wall, not a copy of the page: markup the build wrongly emits (an inline
 * script, an event attribute, a picture from another origin, a form that submits elsewhere, a
 * style attribute) fails the build with the page and what was found, instead of being allowed by
 * a policy read back from the page.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadIslands, renderRoute, renderSetup, type RenderSetup } from '../../../build/render/render.tsx';
import { loadTemplate } from '../../../build/render/template.ts';
import { routesFor, type Route } from '../../../kinds/routes.tsx';
import type { SiteContent } from '../../../kinds/content.ts';
import { realContent, testAssets } from '../../support/real-content.ts';

let content: SiteContent;
let routes: Route[];
let setup: (content: SiteContent) => RenderSetup;
beforeAll(async () => {
  ({ content, routes } = await realContent());
  const islands = await loadIslands();
  setup = (c) => renderSetup(c, testAssets(c), islands, loadTemplate('document.html'));
});

/** The real content with the body of its first article as `html`, as a broken renderer might make it. */
const withArticleHtml = (html: string): SiteContent => ({
  ...content,
  articles: content.articles.map((a, i) => (i === 0 ? { ...a, html: `${a.html}${html}` } : a)),
});

describe('the code a page may hold', () => {
  it('is what the templates ship, on every page of the site', () => {
    const made = setup(content);
    for (const route of routes) expect(() => renderRoute(route, made), route.path).not.toThrow();
  });

  it.each([
    ['<script>pwn()</script>', 'an inline script "pwn()"'],
    ['<img src="/x.png" alt="" onerror="pwn()">', 'an event attribute onerror="pwn()" on <img>'],
    ['<img src="https://evil.example/x.png" alt="">', '<img> from another origin "https://evil.example/x.png"'],
    ['<form action="https://evil.example/steal"></form>', 'a form that submits to "https://evil.example/steal"'],
    ['<p style="color:red">x</p>', 'a style attribute "color:red"'],
  ])('refuses %s, naming the page and what was found', (html, found) => {
    const article = content.articles[0]!;
    const hostile = withArticleHtml(html);
    // A route renders the content it was planned with.
    const route = routesFor(hostile).find((r) => r.kind === 'article' && r.path.endsWith(`/${article.slug}`))!;
    expect(() => renderRoute(route, setup(hostile))).toThrow(
      `The page ${route.path} holds what the site's code does not ship, which its policy will not allow: ${found}.`,
    );
  });

  it('takes a payload inside an attribute value as text, not as an attribute', () => {
    const made = setup(withArticleHtml('<img src="/x.png" alt="&quot; onerror=&quot;pwn()">'));
    for (const route of routes.filter((r) => r.kind === 'article'))
      expect(() => renderRoute(route, made)).not.toThrow();
  });
});
