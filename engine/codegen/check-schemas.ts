import Ajv from 'ajv';

import { joinPointer } from './json-pointer.ts';
import { closest, DRAFT7_KEYWORDS, PROPERTY_X_KEYWORDS, ROOT_X_KEYWORDS } from './keywords.ts';
import metaSchema from './meta/x-keywords.schema.json';
import { ModelError, type Problem, type SourceSchema } from './model.ts';
import { RefResolver } from './resolve-ref.ts';
import { walkSchema } from './schema-walk.ts';

const meta = new Ajv({ allErrors: true, strict: false });
meta.addSchema(metaSchema);
const metaId = metaSchema.$id;

/** Checks every schema file: known keywords only, valid x- keywords, resolvable $refs, valid messages. */
export function checkSchemas(sources: SourceSchema[]): void {
  const problems: Problem[] = [];
  const resolver = new RefResolver(sources);
  for (const source of sources) {
    // A _defs file is a field (or a group of fields): its root takes the property x- keywords.
    const rootPosition = source.kind === 'def' ? 'property' : 'root';
    walkSchema(
      source.json,
      ({ node, pointer, position }) => {
        const at = (path: string, message: string) => problems.push({ file: source.file, path, message });
        for (const key of Object.keys(node)) {
          const path = joinPointer(pointer, key);
          if (key.startsWith('x-')) {
            const allowed = position === 'root' ? ROOT_X_KEYWORDS : PROPERTY_X_KEYWORDS;
            if (!allowed.includes(key)) {
              const hint = closest(key, allowed);
              at(
                path,
                `unknown keyword '${key}'${hint ? ` (did you mean '${hint}'?)` : ''}; allowed here: ${allowed.join(', ')}`,
              );
              continue;
            }
            const def = position === 'root' ? 'root' : 'property';
            const validate = meta.getSchema(`${metaId}#/definitions/${def}/properties/${key}`)!;
            if (!validate(node[key])) {
              for (const e of validate.errors ?? []) {
                const extra = e.keyword === 'additionalProperties' ? ` '${(e.params as any).additionalProperty}'` : '';
                at(path + e.instancePath, `${e.message}${extra}`);
              }
            }
          } else if (!DRAFT7_KEYWORDS.has(key)) {
            const hint = closest(key, [...DRAFT7_KEYWORDS]);
            at(path, `unknown keyword '${key}'${hint ? ` (did you mean '${hint}'?)` : ''}`);
          }
        }
        if ('$id' in node && pointer !== '')
          at(joinPointer(pointer, '$id'), '$id is only allowed at the root of a file');
        if (typeof node.$ref === 'string') {
          const resolved = resolver.resolve(node.$ref, source);
          if (typeof resolved === 'string') at(joinPointer(pointer, '$ref'), resolved);
          else if (source.kind === 'def' && node.$ref.startsWith('#')) {
            at(joinPointer(pointer, '$ref'), 'no local references inside _defs: reference another _defs file');
          }
        } else if ('$ref' in node) {
          at(joinPointer(pointer, '$ref'), '$ref must be a string');
        }
        if ('errorMessage' in node) checkErrorMessage(node.errorMessage, joinPointer(pointer, 'errorMessage'), at);
        if (Array.isArray(node.required) && node.properties) {
          node.required.forEach((name: unknown, i: number) => {
            if (typeof name !== 'string' || !(name in node.properties))
              at(joinPointer(pointer, 'required', i), `'${name}' is required but not a property`);
          });
        }
      },
      '',
      rootPosition,
    );
  }
  if (problems.length) throw new ModelError(problems);
}

function checkErrorMessage(value: unknown, path: string, at: (path: string, message: string) => void): void {
  if (typeof value === 'string') {
    if (!value.length) at(path, 'a message cannot be empty');
    return;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return at(path, 'errorMessage is a string or an object of keyword → message');
  for (const [key, message] of Object.entries(value)) {
    if (!DRAFT7_KEYWORDS.has(key) && key !== '_') {
      const hint = closest(key, [...DRAFT7_KEYWORDS]);
      at(joinPointer(path, key), `'${key}' is not a keyword${hint ? ` (did you mean '${hint}'?)` : ''}`);
    } else if (['required', 'properties', 'dependencies'].includes(key) && message && typeof message === 'object') {
      for (const [name, m] of Object.entries(message))
        if (typeof m !== 'string' || !m) at(joinPointer(path, key, name), 'message must be a non-empty string');
    } else if (typeof message !== 'string' || !message) {
      at(joinPointer(path, key), 'message must be a non-empty string');
    }
  }
}
