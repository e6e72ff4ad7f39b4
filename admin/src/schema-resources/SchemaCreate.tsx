import { Card, CardContent, Typography } from '@mui/material';
import { CreateBase, Loading, useCreateContext, useNotify, useRedirect, useResourceContext } from 'react-admin';
import { adminHints } from './resource-meta';
import { useSchema } from './schema-loader';
import { SchemaForm } from './SchemaForm';

/** A generated create page: the schema's RJSF form inside react-admin's CreateBase. */
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
  const notify = useNotify();
  const redirect = useRedirect();
  if (!loaded) return <Loading />;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>New {loaded.schema.title ?? adminHints(slug).label}</Typography>
        <SchemaForm
          loaded={loaded}
          submitLabel="Create"
          saving={saving}
          onSave={(data) =>
            new Promise((resolve, reject) =>
              save!(data, {
                onSuccess: (created: { id: string }) => {
                  notify('ra.notification.created', { type: 'info', messageArgs: { smart_count: 1 } });
                  redirect('show', slug, created.id);
                  resolve(created);
                },
                onError: reject,
              }),
            )
          }
        />
      </CardContent>
    </Card>
  );
}
