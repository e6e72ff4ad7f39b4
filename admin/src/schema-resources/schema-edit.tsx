import { Card, CardContent, Typography } from '@mui/material';
import {
  DeleteButton,
  EditBase,
  Loading,
  ShowButton,
  TopToolbar,
  useEditContext,
  usePermissions,
  useResourceContext,
} from 'react-admin';

import { useHeldPage } from './form-guard.tsx';
import { mayChange } from './record-access.ts';
import { RecordTitle } from './record-title.tsx';
import { SchemaForm } from './schema-form.tsx';
import { useSchema } from './schema-loader.ts';
import { useOwnerField } from './use-owner-field.ts';
import { useSaveAndShow } from './use-save-and-show.ts';

/** A generated edit page: the schema's RJSF form inside react-admin's EditBase; saving waits for the server; leaving with changes asks first. */
export function SchemaEdit() {
  return (
    <EditBase mutationMode="pessimistic">
      <EditBody />
    </EditBase>
  );
}

function EditBody() {
  const slug = useResourceContext()!;
  const loaded = useSchema(slug);
  const { record, save, saving } = useEditContext();
  const { permissions } = usePermissions();
  const onSave = useSaveAndShow(save, 'updated');
  const owner = useOwnerField(slug);
  const { dialog, Scope, whileSaving } = useHeldPage();
  if (!loaded || !record || !owner.ready) return <Loading />;
  return (
    <>
      <TopToolbar>
        <ShowButton />
        {mayChange(slug, 'delete', permissions, record) && <DeleteButton mutationMode="pessimistic" />}
      </TopToolbar>
      <Card>
        <CardContent>
          <Typography variant="overline" color="text.secondary">
            Edit {loaded.schema.title}
          </Typography>
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            <RecordTitle slug={slug} schema={loaded.schema} record={record} />
          </Typography>
          <Scope>
            <SchemaForm
              key={String(record.id)}
              loaded={loaded}
              record={record}
              uiOverrides={owner.ui}
              submitLabel="Save"
              saving={saving}
              onSave={(data) => whileSaving(() => onSave(data))}
            />
          </Scope>
          {dialog}
        </CardContent>
      </Card>
    </>
  );
}
