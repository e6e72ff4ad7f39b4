import { Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import {
  DeleteButton,
  EditBase,
  Loading,
  ShowButton,
  TopToolbar,
  useEditContext,
  usePermissions,
  useRefresh,
  useResourceContext,
} from 'react-admin';

import { acceptCurrentVersion, loadedVersion } from '../api/record-versions.ts';
import { useHeldPage } from './form-guard.tsx';
import { mayChange } from './record-access.ts';
import { RecordTitle } from './record-title.tsx';
import { SchemaForm } from './schema-form.tsx';
import { useSchema } from './schema-loader.ts';
import { changedSince, holdStale, StaleRecordDialog, type StaleSave } from './stale-record-dialog.tsx';
import { useOwnerField } from './use-owner-field.ts';
import { useSaveAndShow } from './use-save-and-show.ts';

/**
 * A generated edit page: the schema's RJSF form inside react-admin's EditBase; saving waits for the server; leaving
 * with changes asks first; a save refused because someone else changed the record meanwhile (412) shows both
 * versions and lets the person choose (decision 058).
 */
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
  const refresh = useRefresh();
  const [stale, setStale] = useState<StaleSave>();
  if (!loaded || !record || !owner.ready) return <Loading />;
  const submit = async (data: Record<string, unknown>) => {
    try {
      return await whileSaving(() => onSave(data));
    } catch (e) {
      holdStale(e, (current) => setStale({ current, mine: data }));
    }
  };
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
              // A new version of the record (theirs, taken after a conflict) starts the form afresh from it.
              key={`${String(record.id)}:${loadedVersion(slug, record.id) ?? ''}`}
              loaded={loaded}
              record={record}
              uiOverrides={owner.ui}
              submitLabel="Save"
              saving={saving}
              onSave={submit}
            />
          </Scope>
          {dialog}
          {stale && (
            <StaleRecordDialog
              schema={loaded.schema}
              opened={record}
              stale={stale}
              onTakeTheirs={() => {
                setStale(undefined);
                refresh();
              }}
              onSaveMine={() => {
                // Reapply: what this person changed since opening goes onto their version; the rest stays theirs.
                acceptCurrentVersion(slug, String(record.id));
                const reapplied = { ...stale.current, ...changedSince(record, stale.mine) };
                setStale(undefined);
                void submit(reapplied).catch(() => undefined);
              }}
            />
          )}
        </CardContent>
      </Card>
    </>
  );
}
