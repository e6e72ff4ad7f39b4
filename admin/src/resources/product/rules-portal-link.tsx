import LaunchIcon from '@mui/icons-material/Launch';
import { Alert, Button } from '@mui/material';

import { useConsoleConfig } from '#admin/layout/console-config.ts';
import { openRulesPortal } from '#admin/layout/rules-portal.ts';

/** Step 4's way to the external underwriting rules portal: a new tab that receives the session token. */
export function RulesPortalLink() {
  const { data: config } = useConsoleConfig();
  if (!config?.rulesPortalUrl) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button
          size="small"
          endIcon={<LaunchIcon fontSize="small" />}
          onClick={() => openRulesPortal(config.rulesPortalUrl!)}
          data-testid="rules-portal-link"
        >
          Open rule engine
        </Button>
      }
    >
      Pick the underwriting rule the product's tenants are checked against. Rules are written in the underwriting rule
      engine.
    </Alert>
  );
}
