import type { ErrorSchema } from '@rjsf/utils';

/**
 * The API's field errors (`{ "claims.0.amount": "message" }`, `_form` for the whole form) as an RJSF
 * `extraErrors` schema, so a message the server found lands under the same field the browser would use.
 */
export function serverErrorsToErrorSchema(errors: Record<string, string> | undefined): ErrorSchema | undefined {
  if (!errors || !Object.keys(errors).length) return undefined;
  const root: Record<string, any> = {};
  for (const [path, message] of Object.entries(errors)) {
    let node = root;
    for (const part of path === '_form' ? [] : path.split('.').filter(Boolean)) node = node[part] ??= {};
    (node.__errors ??= []).push(message);
  }
  return root as ErrorSchema;
}
