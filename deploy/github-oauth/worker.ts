/**
 * The GitHub login of the editing screen for sites off Netlify: a Cloudflare Worker that trades
 * GitHub's one-time code for a token with the OAuth App's client secret (which must never reach a
 * browser) and hands the token to the screen in the way Decap's login window expects.
 *
 * Decap opens `<worker>/auth?provider=github&scope=repo` in a popup. The worker sends the popup
 * to GitHub's authorize page; GitHub sends it back to `<worker>/callback` with a code; the worker
 * exchanges the code and answers a page that says `authorizing:github` to the screen, waits for
 * the screen to answer from an allowed origin, and posts
 * `authorization:github:success:{"token":…,"provider":"github"}` (or `…:error:…`) to that origin
 * only. Set up step by step in EDITING-ONLINE.md.
 *
 * Settings (wrangler.toml `[vars]`, the secret with `wrangler secret put`):
 * - `GITHUB_CLIENT_ID`: the OAuth App's client id.
 * - `GITHUB_CLIENT_SECRET`: its client secret, a secret of the Worker.
 * - `SITE_ORIGINS`: the origins the screen is served from, comma-separated
 *   (`https://paardensprong.example`); the token goes to no other.
 * - `GITHUB_URL` (optional): GitHub Enterprise Server's address; default https://github.com.
 */

export interface Env {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  SITE_ORIGINS?: string;
  GITHUB_URL?: string;
}

/** The cookie that ties GitHub's answer to the login this browser started (against forged callbacks). */
const stateCookie = 'decap_oauth_state';

/** The scopes Decap asks for; anything else is not passed on to GitHub. */
const scopes = new Set(['repo', 'public_repo', 'repo,user', 'public_repo,user']);

const randomToken = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/[+/=]/g, (c) => ({ '+': '-', '/': '_', '=': '' })[c]!);
};

/** The worker's settings, or what is missing, for the first page of the popup to show. */
function settings(env: Env): { clientId: string; secret: string; origins: string[]; github: string } | string {
  const missing = ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET', 'SITE_ORIGINS'].filter(
    (name) => !env[name as keyof Env]?.trim(),
  );
  if (missing.length) return `De inlogdienst mist ${missing.join(', ')} in zijn instellingen.`;
  const origins = env.SITE_ORIGINS!.split(',').map((o) => o.trim().replace(/\/+$/, ''));
  const bad = origins.find((o) => !/^https?:\/\/[^/\s]+$/.test(o));
  if (bad) return `SITE_ORIGINS noemt "${bad}"; verwacht: adressen als https://paardensprong.example, zonder pad.`;
  return {
    clientId: env.GITHUB_CLIENT_ID!.trim(),
    secret: env.GITHUB_CLIENT_SECRET!.trim(),
    origins,
    github: (env.GITHUB_URL?.trim() || 'https://github.com').replace(/\/+$/, ''),
  };
}

/**
 * The popup's last page: tells the screen it is there, and once the screen answers from one of
 * `origins`, posts the outcome to that origin. The script runs under a nonce of this answer only.
 */
function answerPage(origins: string[], outcome: 'success' | 'error', content: object): Response {
  const nonce = randomToken();
  const message = `authorization:github:${outcome}:${JSON.stringify(content)}`;
  // JSON in a script: `<` escaped, so no value can close the script element.
  const data = JSON.stringify({ origins, message }).replace(/</g, '\\u003c');
  const script = `(function () {
  var data = ${data};
  if (!window.opener) {
    document.getElementById('status').textContent = 'Dit venster hoort bij het inloggen in het beheerscherm. Sluit het en log opnieuw in.';
    return;
  }
  window.addEventListener('message', function (e) {
    if (data.origins.indexOf(e.origin) === -1 || e.data !== 'authorizing:github') return;
    window.opener.postMessage(data.message, e.origin);
  });
  window.opener.postMessage('authorizing:github', '*');
})();`;
  const html = `<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><title>Inloggen</title></head>
<body><p id="status">${outcome === 'success' ? 'Je bent ingelogd; dit venster sluit vanzelf.' : 'Inloggen is niet gelukt.'}</p>
<script nonce="${nonce}">${script}</script></body>
</html>`;
  return new Response(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; frame-ancestors 'none'; base-uri 'none'`,
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      // The cookie has done its work.
      'set-cookie': `${stateCookie}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`,
    },
  });
}

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

function cookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    if (request.method !== 'GET') return plain(405, 'Alleen GET.');
    const config = settings(env);

    if (url.pathname === '/auth') {
      if (typeof config === 'string') return plain(500, config);
      if (url.searchParams.get('provider') !== 'github') return plain(400, 'Deze inlogdienst kent alleen GitHub.');
      const scope = url.searchParams.get('scope') ?? 'repo';
      const state = randomToken();
      const authorize = new URL(`${config.github}/login/oauth/authorize`);
      authorize.searchParams.set('client_id', config.clientId);
      authorize.searchParams.set('redirect_uri', `${url.origin}/callback`);
      authorize.searchParams.set('scope', scopes.has(scope) ? scope : 'repo');
      authorize.searchParams.set('state', state);
      const secure = url.protocol === 'https:' ? '; Secure' : '';
      return new Response(null, {
        status: 302,
        headers: {
          location: authorize.href,
          'cache-control': 'no-store',
          'set-cookie': `${stateCookie}=${state}; Max-Age=600; Path=/; HttpOnly; SameSite=Lax${secure}`,
        },
      });
    }

    if (url.pathname === '/callback') {
      if (typeof config === 'string') return plain(500, config);
      const fail = (message: string) => answerPage(config.origins, 'error', { message });
      const state = url.searchParams.get('state');
      if (!state || state !== cookie(request, stateCookie))
        return fail('Het inloggen is verlopen of in een ander venster begonnen. Log opnieuw in.');
      const denied = url.searchParams.get('error');
      if (denied) return fail(`GitHub gaf geen toegang (${denied}).`);
      const code = url.searchParams.get('code');
      if (!code) return fail('GitHub stuurde geen code terug. Log opnieuw in.');
      const answer = await fetch(`${config.github}/login/oauth/access_token`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({
          client_id: config.clientId,
          client_secret: config.secret,
          code,
          redirect_uri: `${url.origin}/callback`,
        }),
      }).catch(() => undefined);
      const body = (await answer?.json().catch(() => undefined)) as
        | { access_token?: string; error?: string; error_description?: string }
        | undefined;
      if (!body?.access_token)
        return fail(`GitHub gaf geen sleutel${body?.error ? ` (${body.error_description ?? body.error})` : ''}.`);
      return answerPage(config.origins, 'success', { token: body.access_token, provider: 'github' });
    }

    return plain(404, 'Niet gevonden. Het beheerscherm opent /auth zelf.');
  },
};
