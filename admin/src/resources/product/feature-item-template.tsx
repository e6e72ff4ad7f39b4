import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';

import { fillMessage, messages } from '#generated/messages.ts';

/** One feature of the wizard's Add Features list: numbered, with its fields and a named Remove (not a lone "−"). */
export function FeatureItemTemplate({
  children,
  buttonsProps,
  index,
  disabled,
  readonly,
}: ArrayFieldItemTemplateProps) {
  return (
    <Paper variant="outlined" data-testid="wizard-feature" sx={{ p: 2 }}>
      <Stack direction="row" alignItems="center" gap={1} sx={{ mb: 1.5 }}>
        <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
          {fillMessage(messages.product.featureNumber, { number: index + 1 })}
        </Typography>
        {buttonsProps.hasRemove && (
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlineIcon />}
            onClick={buttonsProps.onRemoveItem}
            disabled={disabled || readonly}
          >
            {messages.product.removeFeature}
          </Button>
        )}
      </Stack>
      <Box>{children}</Box>
    </Paper>
  );
}
