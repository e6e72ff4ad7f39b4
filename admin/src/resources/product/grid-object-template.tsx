import { Box } from '@mui/material';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';

/** Lists and groups take the whole row; other fields share it. */
function wide(schema: ObjectFieldTemplateProps['schema'], name: string): boolean {
  const node = schema.properties?.[name];
  return typeof node === 'object' && (node.type === 'array' || node.type === 'object' || !!node.$ref);
}

/**
 * RJSF object template for the wide wizard drawer: the fields in three columns on wide screens (one on narrow
 * ones), lists on rows of their own; hidden fields (other steps') take no room. No title: the step names it.
 */
export function GridObjectTemplate({ properties, schema }: ObjectFieldTemplateProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        columnGap: 2,
        rowGap: 1,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      {properties.map((p) =>
        p.hidden ? (
          p.content
        ) : (
          <Box key={p.name} sx={{ gridColumn: wide(schema, p.name) ? '1 / -1' : undefined, minWidth: 0 }}>
            {p.content}
          </Box>
        ),
      )}
    </Box>
  );
}
