import { useState } from 'react';
import { useNotify } from 'react-admin';

import { useConsoleData } from '#admin/api/use-console-data.ts';
import type { UserRecord } from '#admin/resources/user/types.ts';
import { SlugForm } from '#admin/schema-resources/slug-form.tsx';
import { SchemaDetails } from '#forms/details/schema-details.tsx';
import { messages } from '#generated/messages.ts';
import userSchema from '#generated/schemas/user.json';

import { EditDrawer } from '../edit-drawer.tsx';
import { withoutEmpty } from '../form-values.ts';
import { SectionCard } from '../section-card.tsx';
import { useSaving } from '../use-saving.ts';
import { useRefreshUser } from '../use-user-detail.ts';
import type { Viewer } from '../use-viewer.ts';

/**
 * The user schema's Basic Details (x-ui.details group 'basic': name, e-mail, phone, gender, the date of birth its x-access
 * lets staff read, and any other field the user holds that no group places); edited with the basic-profile form.
 */
export function BasicDetailsSection({ user, viewer }: { user: UserRecord; viewer: Viewer }) {
  const notify = useNotify();
  const data = useConsoleData();
  const refresh = useRefreshUser();
  const [editing, setEditing] = useState(false);
  const { saving, run } = useSaving();
  const submit = async (fields: Record<string, unknown>) => {
    await run(() => data.userSave(user.id, fields));
    notify(messages.success.updated, { type: 'success' });
    setEditing(false);
    await refresh();
  };
  const initial = { name: user.name, email: user.email, phone: user.phone, gender: user.gender, dob: user.dob };
  return (
    <SectionCard
      title="Basic Details"
      onEdit={viewer.canEdit ? () => setEditing(true) : undefined}
      testId="basic-details"
    >
      <SchemaDetails
        schema={userSchema}
        record={{ ...user }}
        group="basic"
        roles={viewer.roles}
        testId="basic-details-list"
      />
      <EditDrawer title="Edit Details" open={editing} onClose={() => setEditing(false)} testId="edit-basic-profile">
        <SlugForm
          slug="basic-profile"
          initial={withoutEmpty(initial)}
          saving={saving}
          onSubmit={submit}
          draftKey={`basic-profile:${user.id}`}
        />
      </EditDrawer>
    </SectionCard>
  );
}
