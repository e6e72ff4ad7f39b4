import { useMoney } from '#admin/layout/use-money.ts';
import { useViewerRoles } from '#admin/layout/use-viewer-roles.ts';
import { humanize } from '#domain/format/field-value.ts';
import { detailGroups } from '#forms/details/detail-groups.ts';
import { SchemaDetails } from '#forms/details/schema-details.tsx';
import bondRequestSchema from '#generated/schemas/bond-request.json';

import type { BondRequestRow } from './types.ts';

/** How a request's values read beyond their schema: the cancel option is a stored key ('changed_plans'), shown in words. */
const RENDER = { cancelOption: (text: string) => (text === '—' ? text : humanize(text)) };

export interface RequestFactsProps {
  request: BondRequestRow;
  /** The group of bond-request's x-ui.details layout: 'transfer', 'cancellation', 'more' (fields the layout does not place). */
  group: string;
  /** Fields this card shows otherwise (as property cards, in its heading). */
  omit?: readonly string[];
  testId?: string;
}

/**
 * A bond request's facts of one group of its schema's read-only layout, labelled by the schema's titles and hidden
 * where x-access keeps them from the viewer; nothing at all when the group has nothing to show (the 'more' group
 * holds only fields an analyst added to the schema and the layout does not place yet).
 */
export function RequestFacts({ request, group, omit, testId }: RequestFactsProps) {
  const roles = useViewerRoles();
  const money = useMoney();
  const record = request as unknown as Record<string, unknown>;
  const options = { group, omit, roles, money };
  if (!detailGroups(bondRequestSchema, record, options).length) return null;
  return <SchemaDetails schema={bondRequestSchema} record={record} {...options} render={RENDER} testId={testId} />;
}
