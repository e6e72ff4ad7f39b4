import type { UiSchema } from '@rjsf/utils';

import { type AccessRole, mayReadField, mayWriteField } from '#domain/access/roles.ts';

import type { Translate } from '../i18n/translator.ts';
import { branchProperties } from './conditional-fields.ts';
import { humanize } from './labels.ts';

type Node = Record<string, any>;

export interface UiSchemaOptions {
  /** Custom widgets the app registered (e.g. reference, upload, locality); other x-ui widgets fall back to RJSF's. */
  widgets?: ReadonlySet<string>;
  /** Hide readOnly fields (create forms) instead of showing them read-only. */
  hideReadOnly?: boolean;
  /**
   * The roles of whoever fills the form (#domain/access/roles.ts rolesOf): a field whose x-access they may not read
   * is hidden, one they may not write is read-only, as the API omits and refuses them. Absent: no field rule applies.
   */
  roles?: readonly AccessRole[];
  /** The page's language (decision 062): field titles, choices, placeholders, help and the submit label in it. */
  translate?: Translate;
}

/** x-ui widget name → RJSF widget name, for RJSF's own widgets. */
const BUILT_IN: Record<string, string> = {
  textarea: 'textarea',
  select: 'select',
  radio: 'radio',
  checkbox: 'checkbox',
  slider: 'range',
  hidden: 'hidden',
  password: 'password',
};

/**
 * The RJSF uiSchema of a generated (bundled) schema, from its `x-ui` hints: field order, widgets,
 * rows, placeholders, help text, autocomplete, suggestions and the submit label (a field's `section` is read
 * by the form's object template, not here); `x-ref` fields get the app's
 * `reference` widget. Schema `description`s are developer documentation and are not shown; user help
 * comes from `x-ui.help`.
 */
export function uiSchemaFor(schema: Node, options: UiSchemaOptions = {}): UiSchema {
  const ui = nodeUi(schema, options, true);
  const root = schema['x-ui'] ?? {};
  // RJSF refuses an order naming a field the data has not brought in: fields under a condition take the '*' place.
  const conditional = branchProperties(schema);
  if (root.order) ui['ui:order'] = [...root.order.filter((name: string) => !(name in conditional)), '*'];
  if (root.submitLabel)
    ui['ui:submitButtonOptions'] = {
      submitText: options.translate ? options.translate(root.submitLabel) : root.submitLabel,
    };
  return ui;
}

function nodeUi(node: Node, options: UiSchemaOptions, isRoot = false): UiSchema {
  const ui: UiSchema = {};
  const hints = isRoot ? {} : (node['x-ui'] ?? {});
  const widget = hints.widget as string | undefined;
  const custom = options.widgets ?? new Set<string>();
  const access = isRoot || !options.roles ? undefined : node['x-access'];
  if (access && !mayReadField(access, options.roles!)) return { 'ui:widget': 'hidden' };
  if (!isRoot && (node.readOnly || (access && !mayWriteField(access, options.roles!)))) {
    if (options.hideReadOnly) return { 'ui:widget': 'hidden' };
    ui['ui:readonly'] = true;
  }
  if (node['x-ref'] && custom.has('reference')) ui['ui:widget'] = 'reference';
  else if (widget && custom.has(widget)) ui['ui:widget'] = widget;
  else if (widget && BUILT_IN[widget] && !(widget === 'select' && node.type === 'array'))
    ui['ui:widget'] = BUILT_IN[widget];
  else if (node.writeOnly && node.type === 'string') ui['ui:widget'] = 'password';
  if (hints.hidden) ui['ui:widget'] = 'hidden';
  const t = options.translate;
  if (t && !isRoot && typeof node.title === 'string' && t(node.title) !== node.title) ui['ui:title'] = t(node.title);
  if (hints.placeholder) ui['ui:placeholder'] = t ? t(hints.placeholder) : hints.placeholder;
  if (hints.help) ui['ui:help'] = t ? t(hints.help) : hints.help;
  if (hints.autocomplete) ui['ui:autocomplete'] = hints.autocomplete;
  // Choices stored as codes ('OFFER_LETTER') read as their schema titles (x-enumTitles) in the form; the value stays the code.
  const choices: unknown[] | undefined = node.enum;
  const titles: Record<string, string> = node['x-enumTitles'] ?? {};
  const named = choices?.map((c) => {
    const title = titles[String(c)] ?? humanize(c);
    return t && title !== c ? t(title) : title;
  });
  if (choices && named && choices.every((c) => typeof c === 'string') && named.some((n, i) => n !== choices[i]))
    ui['ui:enumNames'] = named;
  const uiOptions: Record<string, string | number | string[]> = {};
  if (hints.rows) uiOptions.rows = hints.rows;
  if (hints.inputType) uiOptions.inputType = hints.inputType;
  // Values a free-text list offers as you type (the tags widget); any other text is taken too.
  if (Array.isArray(hints.suggestions)) uiOptions.suggestions = hints.suggestions;
  if (Object.keys(uiOptions).length) ui['ui:options'] = uiOptions;
  if (node.properties) {
    // The fields declared under a condition take their hints too (the form shows them when the condition holds).
    for (const [name, child] of Object.entries<Node>({ ...branchProperties(node), ...node.properties })) {
      const childUi = nodeUi(child, options);
      if (Object.keys(childUi).length) ui[name] = childUi;
    }
  }
  if (node.items && typeof node.items === 'object' && !Array.isArray(node.items)) {
    const itemsUi = nodeUi(node.items, { ...options, hideReadOnly: options.hideReadOnly });
    if (Object.keys(itemsUi).length) ui.items = itemsUi;
  }
  return ui;
}
