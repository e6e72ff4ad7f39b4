import { Card, CardContent, Typography } from '@mui/material';
import { CreateBase, Loading, useCreateContext, useResourceContext } from 'react-admin';

import { useHeldPage } from './form-guard.tsx';
import { adminHints } from './resource-meta.ts';
import { SchemaForm } from './schema-form.tsx';
import { useSchema } from './schema-loader.ts';
import { useOwnerField } from './use-owner-field.ts';
import { useSaveAndShow } from './use-save-and-show.ts';

/**
 * A generated create page: the schema's RJSF form inside react-admin's CreateBase; a landlord's or partner's own
 * records are theirs without asking; leaving with something typed asks first.
 */
export function SchemaCreate() {
  return (
    <CreateBase>
      <CreateBody />
    </CreateBase>
  );
}

function CreateBody() {
  const slug = useResourceContext()!;
  const loaded = useSchema(slug);
  const { save, saving } = useCreateContext();
  const onSave = useSaveAndShow(save, 'created');
  const owner = useOwnerField(slug);
  const { dialog, Scope, whileSaving } = useHeldPage();
  if (!loaded || !owner.ready) return <Loading />;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          New {loaded.schema.title ?? adminHints(slug).label}
        </Typography>
        <Scope>
          <SchemaForm
            loaded={loaded}
            record={owner.values}
            uiOverrides={owner.ui}
            submitLabel="Create"
            saving={saving}
            onSave={(data) => whileSaving(() => onSave(data))}
          />
        </Scope>
        {dialog}
      </CardContent>
    </Card>
  );
}
