import type { UserActor } from '#engine/runtime/resources/access.server.ts';

/** A signed-in user as the generic operations see one: a staff member without rights unless `over` says otherwise. */
export const userActor = (over: Partial<UserActor> = {}): UserActor => ({
  kind: 'user',
  id: 'u1',
  userType: 'internal',
  internal: true,
  admin: false,
  permissions: {},
  via: 'session',
  ...over,
});

/** The API error `run` throws, or undefined when it accepts. */
export const refusal = (run: () => void) => {
  try {
    run();
  } catch (e) {
    return e as { status: number; code: string; message: string; errors: Record<string, string> };
  }
  return undefined;
};
