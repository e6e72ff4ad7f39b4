import type { WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
import { useNotify } from 'react-admin';

import { useConsoleData } from '#admin/api/use-console-data.ts';
import { SlugForm } from '#admin/schema-resources/slug-form.tsx';
import { messages } from '#generated/messages.ts';

import { useSaving } from '../use-saving.ts';
import { useRefreshUser } from '../use-user-detail.ts';

/** Document types only staff may upload (spec 002 §5; the server refuses them from anyone else too). */
const STAFF_ONLY = ['PAN', 'ADHAAR'];

/** The schema's own select, without the staff-only types. */
function DocTypeWithoutStaffOnly(props: WidgetProps) {
  const Select = props.registry.widgets.SelectWidget as ComponentType<WidgetProps>;
  const enumOptions = (props.options.enumOptions ?? []).filter((o) => !STAFF_ONLY.includes(String(o.value)));
  return <Select {...props} options={{ ...props.options, enumOptions }} />;
}
/** The drawer's header already names the form. */
const forStaff = { 'ui:options': { label: false } };
const forOthers = { ...forStaff, docType: { 'ui:widget': DocTypeWithoutStaffOnly } };

/**
 * The Upload Document drawer's form (document-upload schema): the PDF is checked ('You can only
 * upload PDF file!', 'Doc must smaller than 10MB!') and uploaded by the form's file widget
 * (/upload/uploadToS3), then saved with POST /users/upload/docs { userId, docs: [{ docType, docId, metadata, docUrl }] }.
 */
export function DocumentUploadForm({
  userId,
  internal,
  onDone,
}: {
  userId: string;
  internal: boolean;
  onDone: () => void;
}) {
  const notify = useNotify();
  const data = useConsoleData();
  const refresh = useRefreshUser();
  const { saving, run } = useSaving();
  const submit = async (fields: Record<string, any>) => {
    await run(() =>
      data.userDocumentsSave(userId, [
        { docType: fields.docType, docId: fields.docId, metadata: fields.metadata, docUrl: fields.file },
      ]),
    );
    notify(messages.success.updated, { type: 'success' });
    onDone();
    await refresh();
  };
  return (
    <SlugForm slug="document-upload" uiOverrides={internal ? forStaff : forOthers} saving={saving} onSubmit={submit} />
  );
}
