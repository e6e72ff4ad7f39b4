/** BENCH_LOGIN: the browser session cookie of that demo login, signed in as the site's /login does. */
export async function sessionCookie(baseUrl: string): Promise<string | undefined> {
  const key = process.env.BENCH_LOGIN;
  if (!key) return undefined;
  const res = await fetch(`${baseUrl}/api/v1/auth/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${key}@nivaas.test`, password: 'Nivaas@123' }),
  });
  const cookie = /nv_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error(`BENCH_LOGIN=${key}: the sign-in answered ${res.status}`);
  return cookie;
}
