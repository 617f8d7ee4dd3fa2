/**
 * Requests of the tests that walk the embedded provider's authorization by hand, below what
 * `loginWithPassword` does for them.
 */

/** A fixed PKCE S256 challenge: enough to start an authorization whose code is never redeemed. */
export const FIXED_PKCE = {
  code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  code_challenge_method: 'S256',
};

/**
 * The provider's authorization URL (at `server`) for the SPA's client, code flow, redirecting to
 * `${appBase}/callback`, with these other parameters (scope, PKCE, state…).
 */
export function authorizationUrl(server: string, appBase: string, params: Record<string, string>) {
  const url = new URL(`${server}/oidc/auth`);
  url.search = new URLSearchParams({
    client_id: 'artistic-web',
    response_type: 'code',
    redirect_uri: `${appBase}/callback`,
    ...params,
  }).toString();
  return url;
}

/** The `cookie` header that sends back the cookies a response set. */
export function cookieHeader(res: Response) {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
