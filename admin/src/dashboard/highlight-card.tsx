import { Card, CardContent, Typography } from '@mui/material';

import type { HighlightItem } from '#client/dashboard-types.ts';
import { grouped } from '#domain/format/money.ts';

import { useMoney } from '../layout/use-money.ts';

/** One slide of the Highlights carousel: a live figure before its words ("16 active bonds"), or a stored highlight. */
export function HighlightCard({ item, position, total }: { item: HighlightItem; position: number; total: number }) {
  const money = useMoney();
  const figure =
    item.value === undefined ? undefined : item.type === 'currency' ? money(item.value) : grouped(item.value);
  const title = figure === undefined ? item.title : `${figure} ${item.title}`;
  return (
    <Card
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${total}: ${title}`}
      data-highlight={item.id}
      sx={{ height: '100%', borderLeft: 4, borderLeftColor: 'secondary.main' }}
    >
      <CardContent>
        <Typography variant="h6" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {title}
        </Typography>
        {item.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {item.description}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
