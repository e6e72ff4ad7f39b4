import CelebrationIcon from '@mui/icons-material/Celebration';
import { Alert, AlertTitle } from '@mui/material';

/**
 * The banner a landlord sees while new bond requests wait (spec 002 §4: a pending request shows a congratulations
 * banner).
 */
export function CongratulationsBanner({ count }: { count: number }) {
  if (count < 1) return null;
  return (
    <Alert severity="success" icon={<CelebrationIcon />} data-testid="congratulations-banner" sx={{ borderRadius: 3 }}>
      <AlertTitle sx={{ fontWeight: 700 }}>Congratulations!</AlertTitle>
      {count === 1
        ? 'A credit-verified tenant wants a bond for your property.'
        : `${count} credit-verified tenants want a bond for your properties.`}{' '}
      Approve to e-mail them a payment link.
    </Alert>
  );
}
