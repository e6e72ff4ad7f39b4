import { useState } from 'react';
import { useNotify } from 'react-admin';
import { messages } from '#generated/messages.ts';
import { useConsoleData } from '../../../../api/use-console-data';
import { shownDate } from '#domain/format/dates.ts';
import { shownEnum } from '#domain/format/labels.ts';
import { shownPhone } from '#domain/format/phone.ts';
import { SlugForm } from '../../../../schema-resources/SlugForm';
import { DetailList } from '../DetailList';
import { EditDrawer } from '../EditDrawer';
import { SectionCard } from '../SectionCard';
import { withoutEmpty } from '../form-values';
import type { UserRecord } from '../../types';
import { useRefreshUser } from '../use-user-detail';
import { useSaving } from '../use-saving';
import type { Viewer } from '../use-viewer';

/** Name, e-mail, phone, gender and (staff only) date of birth; edited with the basic-profile form (PATCH /users/{id}). */
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
  const items = [
    { label: 'Name', value: user.name },
    { label: 'Email', value: user.email },
    { label: 'Phone', value: shownPhone(user.phone) },
    { label: 'Gender', value: shownEnum('user.gender', user.gender) },
    ...(viewer.internal ? [{ label: 'Date of Birth', value: shownDate(user.dob) }] : []),
    ...(user.designation ? [{ label: 'Designation', value: user.designation }] : []),
  ];
  const initial = { name: user.name, email: user.email, phone: user.phone, gender: user.gender, dob: user.dob };
  return (
    <SectionCard title="Basic Details" onEdit={viewer.canEdit ? () => setEditing(true) : undefined} testId="basic-details">
      <DetailList items={items} />
      <EditDrawer title="Edit Details" open={editing} onClose={() => setEditing(false)} testId="edit-basic-profile">
        <SlugForm slug="basic-profile" initial={withoutEmpty(initial)} saving={saving} onSubmit={submit} draftKey={`basic-profile:${user.id}`} />
      </EditDrawer>
    </SectionCard>
  );
}
