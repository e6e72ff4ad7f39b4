import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { alpha, lighten, useTheme } from '@mui/material/styles';

import { grouped } from '#domain/format/money.ts';

import { useMoney } from '../layout/use-money.ts';
import { statIcon } from './stat-icons.ts';
import type { StatCardData } from './types.ts';

const CHIP_COLORS = new Set(['success', 'error', 'warning', 'info', 'primary', 'secondary', 'default']);

/** One stat card: title, count (INR or plain), the API's icon and colour, the change and the period. */
export function StatCard({ card }: { card: StatCardData }) {
  const theme = useTheme();
  const money = useMoney();
  const Icon = statIcon(card.icon);
  const TrendIcon = statIcon(card.change.icon);
  const accent = theme.palette.mode === 'dark' ? lighten(card.color, 0.45) : card.color;
  const chipColor = (CHIP_COLORS.has(card.change.color) ? card.change.color : 'default') as
    'success' | 'error' | 'default';
  const value = card.type === 'currency' ? money(card.count) : grouped(card.count);
  return (
    <Card
      data-testid="stat-card"
      component="article"
      aria-label={card.title}
      sx={{ height: '100%', borderTop: `4px solid ${accent}` }}
    >
      {/* The count's size follows the card's width (container query units), so long rupee amounts stay on one line. */}
      <CardContent sx={{ containerType: 'inline-size' }}>
        <Stack direction="row" spacing={1.5} alignItems="center" justifyContent="space-between">
          <Typography variant="body2" color="text.secondary" component="h3" sx={{ fontWeight: 600 }}>
            {card.title}
          </Typography>
          <Box
            aria-hidden
            sx={{
              width: 40,
              height: 40,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              flexShrink: 0,
              bgcolor: alpha(accent, 0.14),
              color: accent,
            }}
          >
            <Icon />
          </Box>
        </Stack>
        <Typography
          variant="h4"
          component="p"
          sx={{
            fontWeight: 700,
            lineHeight: 1.2,
            mt: 0.5,
            whiteSpace: 'nowrap',
            fontSize: 'clamp(1.25rem, 13cqi, 2.125rem)',
          }}
          data-testid="stat-count"
        >
          {value}
        </Typography>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
          <Chip
            size="small"
            variant="outlined"
            color={chipColor}
            icon={<TrendIcon fontSize="small" />}
            label={card.change.data}
            aria-label={`Change against the period before: ${card.change.data}`}
            sx={{ fontWeight: 600 }}
          />
          <Typography variant="caption" color="text.secondary">
            vs the period before · {card.duration}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
