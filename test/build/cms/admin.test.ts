import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { adminExtraFiles, adminPolicy, backendFromEnv, robotsWithoutAdmin } from '../../../scripts/cms/admin.ts';
import type { Backend } from '../../../scripts/cms/config.ts';
import type { PreviewContext } from '../../../src/admin/preview/context.ts';
import { buildSite } from '../../../build/pipeline.ts';
import { headersFor, parseHeadersFile } from '../../../build/output/headers.ts';
import { renderRobots } from '../../../build/output/sitemap.ts';

describe('the editing screen in a built site (npm run build -- --admin)', () => {
  it('takes its backend from CMS_* variables, and says what is missing', () => {
    expect(() => backendFromEnv({})).toThrow('CMS_REPO');
    expect(() => backendFromEnv({ CMS_BACKEND: 'svn', CMS_REPO: 'a/b' })).toThrow('github, gitlab, gitea or forgejo');
    expect(() => backendFromEnv({ CMS_BACKEND: 'gitea', CMS_REPO: 'a/b' })).toThrow('CMS_API_ROOT');
    expect(() => backendFromEnv({ CMS_BACKEND: 'forgejo', CMS_REPO: 'a/b' })).toThrow('CMS_API_ROOT');
    // GitHub and GitLab save through the editorial workflow unless told not to: a branch and a
    // pull request per entry, so that two editors' changes meet at the merge, not in one file.
    expect(backendFromEnv({ CMS_REPO: 'acme/site' })).toEqual({
      name: 'github',
      repo: 'acme/site',
      branch: 'main',
      editorialWorkflow: true,
    });
    expect(backendFromEnv({ CMS_REPO: 'acme/site', CMS_EDITORIAL_WORKFLOW: '0' })).toEqual({
      name: 'github',
      repo: 'acme/site',
      branch: 'main',
    });
    expect(
      backendFromEnv({ CMS_BACKEND: 'gitlab', CMS_REPO: 'acme/site', CMS_APP_ID: 'x1', CMS_BRANCH: 'content' }),
    ).toEqual({
      name: 'gitlab',
      repo: 'acme/site',
      branch: 'content',
      app_id: 'x1',
      auth_type: 'pkce',
      editorialWorkflow: true,
    });
    expect(() => backendFromEnv({ CMS_REPO: 'a/b', CMS_EDITORIAL_WORKFLOW: 'yes' })).toThrow('1 (on) or 0 (off)');
  });

  it('refuses what Decap does not support, with the reason, and gives Forgejo its own backend', () => {
    const gitea = { CMS_BACKEND: 'gitea', CMS_REPO: 'a/b', CMS_API_ROOT: 'https://git.example/api/v1' };
    expect(() => backendFromEnv({ ...gitea, CMS_EDITORIAL_WORKFLOW: '1' })).toThrow(
      "Decap's Gitea backend does not support the editorial workflow",
    );
    expect(backendFromEnv(gitea)).toEqual({
      name: 'gitea',
      repo: 'a/b',
      branch: 'main',
      api_root: 'https://git.example/api/v1',
    });
    expect(backendFromEnv({ ...gitea, CMS_BACKEND: 'forgejo', CMS_APP_ID: 'f1', CMS_EDITORIAL_WORKFLOW: '1' })).toEqual(
      {
        name: 'forgejo',
        repo: 'a/b',
        branch: 'main',
        api_root: 'https://git.example/api/v1',
        app_id: 'f1',
        auth_type: 'pkce',
        editorialWorkflow: true,
      },
    );
    expect(() => backendFromEnv({ CMS_BACKEND: 'git-gateway' })).toThrow('Netlify no longer recommends Git Gateway');
  });

  it('lets the screen talk to its backend and read back its own uploads, and nothing else', () => {
    const connect = (policy: string) => /connect-src ([^;]+)/.exec(policy)?.[1];
    expect(connect(adminPolicy({ name: 'github', repo: 'a/b' }))).toBe("'self' blob: https://api.github.com");
    expect(connect(adminPolicy({ name: 'gitlab', repo: 'a/b', base_url: 'https://gitlab.example' }))).toBe(
      "'self' blob: https://gitlab.com https://gitlab.example",
    );
    expect(connect(adminPolicy({ name: 'gitea', repo: 'a/b', api_root: 'https://git.example/api/v1' }))).toBe(
      "'self' blob: https://git.example",
    );
    expect(connect(adminPolicy({ name: 'local', url: 'http://127.0.0.1:8081/api/v1' }))).toBe(
      "'self' blob: http://127.0.0.1:8081",
    );
    for (const policy of [adminPolicy({ name: 'github', repo: 'a/b' })]) {
      expect(policy).toContain("object-src 'none'");
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    }
  });

  it('adds the page, configuration, script and Decap, kept from crawlers and out of the sitemap', async () => {
    const backend: Backend = { name: 'github', repo: 'acme/site', editorialWorkflow: true };
    const { files, content } = await buildSite({
      contentDir: 'content',
      extraFiles: (c) => adminExtraFiles({ backend, siteUrl: c.site.url, siteName: c.site.name }),
    });
    const siteUrl = content.site.url;

    const page = String(files.get('admin.html'));
    expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page).toMatch(
      new RegExp(
        `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; ` +
          String.raw`script-src 'self' 'unsafe-eval'[^"]*connect-src 'self' blob: https://api\.github\.com`,
      ),
    );
    // Every script is a file of the site: nothing inline, nothing from elsewhere.
    expect([...page.matchAll(/<script([^>]*)>/g)].map((m) => m[1])).toEqual([
      ' src="/admin/setup.js"',
      ' src="/admin/decap-cms.js"',
    ]);
    const config = parse(String(files.get('admin/config.yml'))) as Record<string, unknown>;
    expect(config).toMatchObject({
      backend: { name: 'github', repo: 'acme/site', branch: 'main' },
      publish_mode: 'editorial_workflow',
      site_url: siteUrl,
    });
    expect(String(files.get('admin/setup.js'))).toContain('CMS_MANUAL_INIT');
    expect((files.get('admin/decap-cms.js') as Uint8Array).byteLength).toBeGreaterThan(1_000_000);
    expect([...files.keys()].filter((f) => f.startsWith('admin/') && f.endsWith('.map'))).toEqual([]);
    // What the preview needs of the site to show an entry as its page, in each language.
    const preview = JSON.parse(String(files.get('admin/preview.json'))) as PreviewContext;
    expect(preview.nl.site.name).toBe(content.site.name);
    expect(preview.en.ui.meta.dutchOnly).toBe(content.lang.en.ui.meta.dutchOnly);
    expect(preview.en.services.werkpaard?.subtitle).toBe(
      content.lang.en.services.find((s) => s.slug === 'werkpaard')?.data.subtitle,
    );
    expect(preview.nl.nav.serviceGroups.length).toBe(content.lang.nl.home.propositions.groups.length);

    expect(files.get('robots.txt')).toBe(robotsWithoutAdmin(renderRobots(siteUrl)));
    expect(String(files.get('sitemap.xml'))).not.toContain('admin');

    // No public page loads, links to or allows the screen: its scripts count against no page's
    // JavaScript budget, and its policy joins no page's.
    const pages = [...files.keys()].filter((f) => f.endsWith('.html') && f !== 'admin.html');
    expect(pages.length).toBeGreaterThan(50);
    const touching = pages.filter((f) => /(?:src|href)="(?:https?:\/\/[^"/]*)?\/admin[/."]/.test(String(files.get(f))));
    expect(touching).toEqual([]);
    const loose = pages.filter((f) =>
      /<meta http-equiv="Content-Security-Policy" content="[^"]*unsafe-eval/.test(String(files.get(f))),
    );
    expect(loose).toEqual([]);

    // The hosts that read _headers send the screen its own policy instead of the pages' one.
    const rules = parseHeadersFile(String(files.get('_headers')));
    const pagePolicy = headersFor(rules, '/services/werkpaard')['content-security-policy'];
    expect(pagePolicy).toContain("script-src 'self' 'sha256-");
    expect(pagePolicy).not.toContain('unsafe-eval');
    for (const screen of ['/admin', '/admin.html']) {
      expect(headersFor(rules, screen)['content-security-policy'], screen).toBe(
        `${adminPolicy(backend)}; frame-ancestors 'none'`,
      );
      expect(headersFor(rules, screen)['x-robots-tag'], screen).toBe('noindex');
      // Decap's GitHub login popup posts its token back to the screen: the site's
      // `same-origin` would cut it off, and the login would never complete.
      expect(headersFor(rules, screen)['cross-origin-opener-policy'], screen).toBe('same-origin-allow-popups');
      expect(headersFor(rules, screen)['x-frame-options'], screen).toBe('DENY');
    }
    expect(headersFor(rules, '/admin/decap-cms.js')['content-security-policy']).toBeUndefined();
    // nginx sends the screen exactly what _headers gives it (deploy/nginx.conf includes the file).
    const nginx = String(files.get('_nginx/admin-headers.conf'));
    for (const [name, value] of Object.entries(headersFor(rules, '/admin')))
      expect(nginx, name).toContain(
        `add_header ${name.replace(/(^|-)\w/g, (c) => c.toUpperCase())} "${value}" always;`,
      );
    expect(headersFor(rules, '/services/werkpaard')['cross-origin-opener-policy']).toBe('same-origin');
    expect(headersFor(rules, '/admin/decap-cms.js')['x-content-type-options']).toBe('nosniff');
  }, 120_000);

  it('refuses to build when the site has a file of the screen already', async () => {
    const publicDir = await mkdtemp(path.join(os.tmpdir(), 'admin-clash-'));
    try {
      await cp('public', publicDir, { recursive: true });
      await writeFile(path.join(publicDir, 'admin.html'), 'mine');
      const build = buildSite({
        contentDir: 'content',
        publicDir,
        extraFiles: (c) =>
          adminExtraFiles({ backend: { name: 'github', repo: 'a/b' }, siteUrl: c.site.url, siteName: c.site.name }),
      });
      // public/ holds pictures only: the page is refused as no picture before it could clash.
      await expect(build).rejects.toThrow(/admin\.html: is not a picture|public\/admin\.html/);
    } finally {
      await rm(publicDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('keeps crawlers out of the screen whatever robots.txt holds', () => {
    expect(robotsWithoutAdmin('Sitemap: https://x.example/sitemap.xml\n')).toBe(
      'User-agent: *\nDisallow: /admin$\nDisallow: /admin.html\nDisallow: /admin/\n\nSitemap: ' +
        'https://x.example/sitemap.xml\n',
    );
  });
});
