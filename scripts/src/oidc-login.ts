import { createHash, randomBytes } from 'node:crypto';

export interface LoginResult {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  expires_in?: number;
}

/** A minimal cookie jar: enough for the provider's session and interaction cookies. */
class CookieJar {
  private cookies = new Map<string, string>();
  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Signs in through the embedded provider's own login page with the authorization code flow and
 * PKCE (S256), exactly as the browser does, and returns the tokens.
 */
export async function loginWithPassword(opts: {
  baseUrl: string;
  username: string;
  password: string;
  clientId?: string;
}): Promise<LoginResult> {
  const base = opts.baseUrl.replace(/\/$/, '');
  const configRes = await fetch(`${base}/api/config`);
  if (!configRes.ok) throw new Error(`GET /api/config answered ${configRes.status}`);
  const config = (await configRes.json()) as {
    oidc: { authority: string; clientId: string; scope: string };
  };
  const discovery = (await (
    await fetch(`${config.oidc.authority}/.well-known/openid-configuration`)
  ).json()) as {
    authorization_endpoint: string;
    token_endpoint: string;
  };
  const clientId = opts.clientId ?? config.oidc.clientId;
  const redirectUri = `${base}/callback`;
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = randomBytes(12).toString('base64url');
  const jar = new CookieJar();

  const authUrl = new URL(discovery.authorization_endpoint);
  authUrl.search = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: config.oidc.scope,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    prompt: 'login',
  }).toString();

  const step = async (url: string, init?: RequestInit) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init?.headers ?? {}), cookie: jar.header() },
    });
    jar.store(res);
    return res;
  };

  let res = await step(authUrl.toString());
  let location = res.headers.get('location');
  if (res.status !== 303 && res.status !== 302)
    throw new Error(`authorize answered ${res.status}: ${await res.text()}`);
  const loginPageUrl = new URL(location ?? '', base).toString();
  res = await step(loginPageUrl);
  if (res.status !== 200) throw new Error(`login page answered ${res.status}`);
  res = await step(`${loginPageUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: opts.username, password: opts.password }).toString(),
  });
  if (res.status === 401) throw new Error('Utilizador ou palavra-passe incorretos.');
  if (res.status === 429) {
    throw new Error(
      `Demasiadas tentativas falhadas: tente de novo dentro de ${res.headers.get('retry-after') ?? '?'} s.`,
    );
  }
  // Follow the provider's redirects until it sends the browser back to the app with a code.
  for (let i = 0; i < 10; i++) {
    location = res.headers.get('location');
    if (!location)
      throw new Error(`login flow stopped with ${res.status}: ${(await res.text()).slice(0, 300)}`);
    const next = new URL(location, base);
    if (next.toString().startsWith(redirectUri)) {
      const error = next.searchParams.get('error');
      if (error) throw new Error(`${error}: ${next.searchParams.get('error_description') ?? ''}`);
      if (next.searchParams.get('state') !== state) throw new Error('state mismatch');
      const code = next.searchParams.get('code');
      if (!code) throw new Error('no code in the redirect');
      const tokenRes = await fetch(discovery.token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: clientId,
          code_verifier: verifier,
        }).toString(),
      });
      const body = (await tokenRes.json()) as LoginResult & {
        error?: string;
        error_description?: string;
      };
      if (!tokenRes.ok)
        throw new Error(
          `token endpoint: ${body.error ?? tokenRes.status} ${body.error_description ?? ''}`,
        );
      return body;
    }
    res = await step(next.toString());
  }
  throw new Error('too many redirects in the login flow');
}
