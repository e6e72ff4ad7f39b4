import { Box, Button, Stack, Typography } from '@mui/material';

import { breachCalculation } from '#domain/claims/breach-days.ts';
import { rupees, rupeesWithPaise } from '#domain/format/money.ts';

import type { Line } from './claim-lines.ts';
import type { ClaimTerms } from './use-claim-terms.ts';

/**
 * The breach-day calculation of a rent line, for staff (spec 002 §6, §9): the window of the product feature covering
 * the line (90 days by default), months as 30 days, capped at the bond value in days; "Use as claim amount"
 * puts the result in the line.
 */
export function BreachPanel({
  line,
  terms,
  onApply,
}: {
  line: Line;
  terms: ClaimTerms;
  onApply?: (amount: number) => void;
}) {
  const coverage = terms.coverages.find((c) => c.name === line.type);
  const rent = line.rentAmount ?? terms.bond.monthlyRent;
  const calc = breachCalculation({
    ...line,
    rentAmount: rent,
    windowDays: coverage?.breachWindowDays,
    bondAmount: terms.bond.bondAmount,
  });
  return (
    <Box data-testid="breach-calculation" sx={{ mt: 1, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
        Breach-day calculation
      </Typography>
      {!calc ? (
        <Typography variant="body2" color="text.secondary">
          Enter the rent and the check-in and check-out dates (a notice or lock-in breach), or the period From and To
          (unpaid rent).
        </Typography>
      ) : (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          gap={1}
          alignItems={{ sm: 'center' }}
          justifyContent="space-between"
        >
          <Typography variant="body2" component="div">
            {calc.basis === 'stay'
              ? `Stayed ${calc.counted} days of the ${calc.windowDays}-day breach window: ${calc.breachDays} breach days.`
              : `Period of ${calc.counted} days, breach window ${calc.windowDays} days: ${calc.breachDays} breach days.`}
            {calc.bondValueDays !== undefined &&
              ` Bond value ${calc.bondValueDays} days (${rupees(terms.bond.bondAmount)} ÷ ${rupees(rent)} rent × 30).`}
            <Box component="strong" data-testid="breach-amount" sx={{ display: 'block' }}>
              {`${calc.payableDays} days × ${rupeesWithPaise(calc.dailyRent)} a day = ${rupees(calc.amount)}`}
            </Box>
          </Typography>
          {onApply && (
            <Button
              size="small"
              variant="outlined"
              onClick={() => onApply(calc.amount)}
              disabled={line.claimAmount === calc.amount}
            >
              Use as claim amount
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
