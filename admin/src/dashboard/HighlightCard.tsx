import { Card, CardContent, Typography } from '@mui/material';

export interface Highlight {
  id: string;
  title: string;
  description?: string;
}

/** One slide of the Highlights carousel. */
export function HighlightCard({ item, position, total }: { item: Highlight; position: number; total: number }) {
  return (
    <Card
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${total}: ${item.title}`}
      sx={{ height: '100%', borderLeft: 4, borderLeftColor: 'secondary.main' }}
    >
      <CardContent>
        <Typography variant="h6" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {item.title}
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
