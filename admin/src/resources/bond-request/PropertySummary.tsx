import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useMoney } from '../../layout/use-money';
import { useProperty } from './request-queries';
import { PropertyThumb } from './PropertyThumb';

const addressOf = (a: Record<string, unknown> | undefined) => (a ? [a.locality, a.city].filter(Boolean).join(', ') : '');

/** A property in brief for the transfer view: image, name, place and rent, under a caption (From / To). */
export function PropertySummary({ caption, propertyId, testId }: { caption: string; propertyId: string | undefined; testId: string }) {
  const money = useMoney();
  const property = useProperty(propertyId);
  const p = property.data;
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 0, borderRadius: 2 }} data-testid={testId}>
      <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', pb: '16px !important' }}>
        <PropertyThumb src={p?.propertyImages?.[0]} size={56} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
            {caption}
          </Typography>
          {property.isPending && propertyId ? (
            <Skeleton width={140} />
          ) : (
            <Typography component="h5" variant="subtitle2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {p?.name ?? 'Property not available'}
            </Typography>
          )}
          {p && (
            <Typography variant="body2" color="text.secondary">
              {[addressOf(p.propertyAddress as Record<string, unknown> | undefined), p.expectedRent ? `${money(p.expectedRent)} / month` : ''].filter(Boolean).join(' · ')}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
