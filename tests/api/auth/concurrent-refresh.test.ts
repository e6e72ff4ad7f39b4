import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeUser, startTestApi, type TestApi } from '../harness.ts';

let api: TestApi;
let email: string;
beforeAll(async () => {
  api = await startTestApi();
  email = (await makeUser(api, { userType: 'internal', role: 'admin' })).email;
});
afterAll(() => api?.close());

const tokenIn = (setCookie: string | string[] | undefined) =>
  /nv_session=([^;]*)/.exec(String([setCookie].flat()[0] ?? ''))?.[1] ?? '';
const signIn = async () =>
  tokenIn(
    (await api.request({ method: 'POST', url: '/api/v1/auth/session', payload: { email, password: 'Nivaas@123' } }))
      .headers['set-cookie'],
  );
const refresh = (token: string) =>
  api.request({
    method: 'POST',
    url: '/api/v1/auth/session/refresh',
    payload: {},
    headers: { cookie: `nv_session=${token}` },
  });
const liveSessionsOf = async (token: string) => {
  const refreshed = await refresh(token);
  const family = await api.db
    .selectFrom('session')
    .select('family')
    .where('userId', '=', refreshed.json().user.id)
    .orderBy('createdAt', 'desc')
    .executeTakeFirstOrThrow();
  return api.db
    .selectFrom('session')
    .select('id')
    .where('family', '=', family.family)
    .where('revokedAt', 'is', null)
    .execute();
};

describe('concurrent refreshes with one cookie (decision 043): nobody is signed out', () => {
  it('five parallel refreshes all succeed with the same new cookie, and leave one live session', async () => {
    const cookie = await signIn();
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(cookie)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const cookies = new Set(answers.map((a) => tokenIn(a.headers['set-cookie'])));
    expect(cookies.size).toBe(1);
    const [next] = cookies;
    expect(next).not.toBe(cookie);
    for (const answer of answers) {
      expect(
        (await api.request({ method: 'GET', url: '/api/v1/users/config', token: answer.json().access.token }))
          .statusCode,
      ).toBe(200);
    }
    expect(await liveSessionsOf(next)).toHaveLength(1);
  });

  it('reloads in a row that lose their answers: the first cookie still leads to the live session', async () => {
    const cookie = await signIn();
    const second = tokenIn((await refresh(cookie)).headers['set-cookie']);
    const third = tokenIn((await refresh(second)).headers['set-cookie']);
    const again = await refresh(cookie);
    expect(again.statusCode).toBe(200);
    expect(tokenIn(again.headers['set-cookie'])).toBe(third);
  });

  it('a logged-out cookie stays refused, and still ends its family when replayed', async () => {
    const cookie = await signIn();
    const next = tokenIn((await refresh(cookie)).headers['set-cookie']);
    expect(
      (
        await api.request({
          method: 'POST',
          url: '/api/v1/auth/session/logout',
          payload: {},
          headers: { cookie: `nv_session=${next}` },
        })
      ).statusCode,
    ).toBe(204);
    expect((await refresh(cookie)).statusCode).toBe(401);
    expect((await refresh(next)).statusCode).toBe(401);
  });
});
