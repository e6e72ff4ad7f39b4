import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Paper, Typography } from '@mui/material';
import { type ArrayFieldTemplateProps, buttonId, getTemplate, getUiOptions } from '@rjsf/utils';

import { messages } from '#generated/messages.ts';

/**
 * The wizard's Add Features list: with no feature yet, it says what a feature is and offers "Add Feature" as a button
 * with its name (a product needs one: `productProblems`), not a lone "+"; below the features, the same button adds
 * another.
 */
export function FeaturesArrayTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, readonly, fieldPathId, uiSchema, items, onAddClick, registry, required, schema, title } =
    props;
  const uiOptions = getUiOptions(uiSchema);
  const Title = getTemplate('ArrayFieldTitleTemplate', registry, uiOptions);
  const add = canAdd && (
    <Button
      id={buttonId(fieldPathId, 'add')}
      variant={items.length ? 'outlined' : 'contained'}
      startIcon={<AddIcon />}
      onClick={onAddClick}
      disabled={disabled || readonly}
      sx={{ alignSelf: 'flex-start' }}
    >
      Add Feature
    </Button>
  );
  return (
    <Paper elevation={2}>
      <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
        <Title
          fieldPathId={fieldPathId}
          title={uiOptions.title || title}
          schema={schema}
          uiSchema={uiSchema}
          required={required}
          registry={registry}
        />
        {items.length ? (
          <>
            {items}
            {add}
          </>
        ) : (
          <Box
            data-testid="no-features"
            sx={{
              display: 'grid',
              justifyItems: 'start',
              gap: 1.5,
              p: 3,
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'divider',
              borderRadius: 1,
            }}
          >
            <Typography variant="body2" color="text.secondary">
              {messages.product.noFeaturesYet}
            </Typography>
            {add}
          </Box>
        )}
      </Box>
    </Paper>
  );
}
