import { Alert, AlertTitle, Box } from '@mui/material';

/** Why the tenant is not eligible: the reasons of the stored result, or the errors of the last check. */
export function IneligibleReasons({ reasons }: { reasons: string[] }) {
  if (!reasons.length) return null;
  return (
    <Alert severity="warning" data-testid="ineligible-reasons">
      <AlertTitle>Reasons of ineligibility</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </Box>
    </Alert>
  );
}
