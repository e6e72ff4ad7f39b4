import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

import { msg } from '#engine/runtime/i18n/translator.ts';
import { messages } from '#generated/messages.ts';

import { useT } from '../i18n.tsx';
import { detailGroups, type DetailItem, type DetailOptions } from './detail-groups.ts';

export interface SchemaDetailsProps extends DetailOptions {
  /** A generated (bundled) schema: generated/schemas/<slug>.json. */
  schema: Record<string, any>;
  record: Record<string, unknown>;
  /** Per field: what to show instead of the plain text (a verified mark beside it, a link). */
  render?: Record<string, (text: string, record: Record<string, unknown>, item: DetailItem) => ReactNode>;
  /** How a front end shows an x-ref field's record by name (the console reads it through its data provider). */
  referenceName?: (resource: string, id: string) => ReactNode;
  /** What shows when no field has anything to show (null: nothing); default the catalogue's "No details yet." */
  empty?: ReactNode;
  testId?: string;
}

/**
 * The read-only view of a record, laid out by its schema (x-ui.details groups, titles, x-access): the console's
 * drawers and summaries and the account area show records with it, so a field added to a schema shows in all of
 * them. With `group`, one group without its heading (a card carries its own); without, every group under its title.
 */
export function SchemaDetails({
  schema,
  record,
  render,
  referenceName,
  empty,
  testId,
  ...options
}: SchemaDetailsProps) {
  const t = useT();
  // A reference this front end cannot name is left out rather than shown as a raw id.
  const groups = detailGroups(schema, record, options)
    .map((g) => ({ ...g, items: g.items.filter((i) => !i.reference || referenceName || render?.[i.field]) }))
    .filter((g) => g.items.length);
  if (!groups.length) {
    if (empty !== undefined) return <>{empty}</>;
    return (
      <Typography variant="body2" color="text.secondary" data-testid={testId}>
        {t(messages.details.nothing)}
      </Typography>
    );
  }
  const value = (item: DetailItem): ReactNode => {
    if (render?.[item.field]) return render[item.field](item.text, record, item);
    if (item.reference && referenceName) return referenceName(item.reference.resource, item.reference.id);
    // A choice or a yes/no reads in the page's language (decision 062); free text and figures stay as stored.
    if (typeof item.value === 'boolean') return t(item.value ? msg('Yes') : msg('No'));
    return item.node.enum ? t(item.text) : item.text;
  };
  // One group asked for sits in a card that carries its title; several are headed by theirs.
  const headed = options.group === undefined && groups.length > 1;
  return (
    <Stack spacing={2} data-testid={testId}>
      {groups.map((g) => (
        <Box
          key={g.name}
          component="section"
          aria-label={headed || options.group !== undefined ? undefined : t(g.title)}
          data-group={g.name}
        >
          {headed && (
            <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
              {t(g.title)}
            </Typography>
          )}
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 3, rowGap: 1.5 }}
          >
            {g.items.map((item) => (
              <Box key={item.field} data-field={item.field}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {t(item.label)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value(item)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
