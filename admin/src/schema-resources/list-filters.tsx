import type { ReactElement } from 'react';
import {
  AutocompleteInput,
  DateInput,
  NullableBooleanInput,
  NumberInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextInput,
} from 'react-admin';

import { labelFieldOf } from './reference-label.tsx';
import { type AdminHints, dateRangeField, propertyOf, titleOf, titleOfValue } from './resource-meta.ts';

type Node = Record<string, any>;

/** The list's filters from x-admin: full-text search (always shown), each hinted filter, and From/To dates. */
export function listFilters(schema: Node, hints: AdminHints): ReactElement[] {
  const filters: ReactElement[] = [];
  if (hints.search?.length)
    filters.push(
      <SearchInput
        key="q"
        source="q"
        alwaysOn
        placeholder={`Search ${hints.search.map((f) => titleOf(schema, f)).join(', ')}`}
      />,
    );
  for (const field of hints.filters ?? [])
    filters.push(filterInput(field, propertyOf(schema, field), titleOf(schema, field)));
  const dateField = dateRangeField(schema);
  if (dateField) {
    filters.push(<DateInput key={`${dateField}_gte`} source={`${dateField}_gte`} label="From" />);
    filters.push(<DateInput key={`${dateField}_lte`} source={`${dateField}_lte`} label="To" />);
  }
  return filters;
}

function filterInput(field: string, node: Node, label: string): ReactElement {
  if (node['x-ref']) {
    return (
      <ReferenceInput key={field} source={field} reference={node['x-ref'].resource}>
        <AutocompleteInput
          label={label}
          optionText={labelFieldOf(node['x-ref'].resource, node['x-ref'].label)}
          filterToQuery={(q) => ({ q })}
        />
      </ReferenceInput>
    );
  }
  if (node.enum)
    return (
      <SelectInput
        key={field}
        source={field}
        label={label}
        choices={node.enum.map((v: string) => ({ id: v, name: titleOfValue(node, v) }))}
      />
    );
  if (node.type === 'boolean') return <NullableBooleanInput key={field} source={field} label={label} />;
  if (node.type === 'number' || node.type === 'integer')
    return <NumberInput key={field} source={field} label={label} />;
  return <TextInput key={field} source={field} label={label} />;
}
