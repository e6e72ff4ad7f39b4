/**
 * Fields declared under a condition (decision 061): a schema object may declare properties in the `then` or `else`
 * of an `if` (alone or in `allOf`), which JSON Schema evaluates against the object's own data. The generator turns
 * `dependentRequired` and `dependentSchemas` into the same `if`/`then` (engine/codegen/conditions.ts), so these
 * functions read one form of condition. The browser's forms resolve them with RJSF's `retrieveSchema`; the server
 * with `activeFields` below, asking the same precompiled validators whether each `if` holds; the agreement test
 * (tests/units/conditional-agreement.test.ts) checks that both see the same fields and requirements.
 */
type Node = Record<string, any>;

const isObject = (v: unknown): v is Node => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The conditions standing on `node`: its own `if`, and those of its `allOf` entries (at any depth of `allOf`). */
export function conditionsOf(node: Node): Node[] {
  const out: Node[] = [];
  if (isObject(node.if)) out.push(node);
  if (Array.isArray(node.allOf)) for (const part of node.allOf) if (isObject(part)) out.push(...conditionsOf(part));
  return out;
}

/** The branches a condition may take (then, else), each a schema that may itself declare fields and conditions. */
function branchesOf(condition: Node): Node[] {
  return [condition.then, condition.else].filter(isObject);
}

/**
 * Every property declared in a branch of `node`'s conditions (not among its own `properties`), with its schema; the
 * first declaration wins. The generator adds them to the types, the manifest and the console's field lists as
 * optional fields; the forms show them when their condition holds.
 */
export function branchProperties(node: Node): Record<string, Node> {
  const own = isObject(node.properties) ? node.properties : {};
  const out: Record<string, Node> = {};
  const visit = (schema: Node) => {
    for (const condition of conditionsOf(schema))
      for (const branch of branchesOf(condition)) {
        for (const [name, child] of Object.entries<Node>(isObject(branch.properties) ? branch.properties : {}))
          if (!(name in own) && !(name in out) && isObject(child)) out[name] = child;
        visit(branch);
      }
  };
  visit(node);
  return out;
}

/** Every field an object schema may hold: its own, then those declared under its conditions (the read views list them all). */
export const allProperties = (node: Node): Record<string, Node> => ({
  ...(isObject(node.properties) ? node.properties : {}),
  ...branchProperties(node),
});

/** One field's schema, its object's own or one declared under a condition; `{}` for no such field. */
export const fieldSchema = (node: Node, name: string): Node =>
  (isObject(node.properties) ? node.properties[name] : undefined) ?? branchProperties(node)[name] ?? {};

/** Does `node` declare any field under a condition? */
export const hasConditionalFields = (node: Node): boolean => Object.keys(branchProperties(node)).length > 0;

/** Whether `data` satisfies the `if` schema `schema` (the precompiled validator of that subschema). */
export type IsValid = (schema: Node, data: unknown) => boolean;

export interface ActiveFields {
  /** The fields `data` is asked for: the object's own and those of every branch its data selects, in that order. */
  properties: Record<string, Node>;
  /** The fields it must have: the object's own `required` and those of the branches selected. */
  required: string[];
}

/**
 * The fields of object schema `node` as `data` makes them: each condition's `if` evaluated on `data` (`isValid`),
 * the branch it selects adding its properties and requirements, and that branch's own conditions in turn.
 * A property declared both in the object and a branch keeps the object's schema (a branch that narrows a field,
 * such as `minItems`, is the validator's business, not a new field).
 */
export function activeFields(node: Node, data: unknown, isValid: IsValid): ActiveFields {
  const properties: Record<string, Node> = { ...(isObject(node.properties) ? node.properties : {}) };
  const required = new Set<string>(Array.isArray(node.required) ? node.required : []);
  const visit = (schema: Node) => {
    for (const condition of conditionsOf(schema)) {
      const branch = isValid(condition.if, isObject(data) ? data : {}) ? condition.then : condition.else;
      if (!isObject(branch)) continue;
      for (const [name, child] of Object.entries<Node>(isObject(branch.properties) ? branch.properties : {}))
        if (!(name in properties)) properties[name] = child;
      for (const name of Array.isArray(branch.required) ? branch.required : []) required.add(name);
      visit(branch);
    }
  };
  visit(node);
  return { properties, required: [...required] };
}

/** A value that answers nothing: absent, null, an empty text or an empty list (what a cleared field leaves). */
export const isEmptyValue = (v: unknown): boolean =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
