import { useBlocker } from '@remix-run/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useState } from 'react';

import { formValidator } from '#engine/runtime/validation/form-validator.ts';
import { useT } from '#forms/i18n.tsx';
import { isChanged, useDiscardGuard } from '#forms/unsaved/index.ts';
import schema from '#generated/schemas/co-applicant.json';
import * as validatorModule from '#generated/validators/co-applicant.js';

import { SiteSchemaForm } from '../forms/site-schema-form.tsx';
import { useAccountRoles } from '../home/account-roles.ts';

const coApplicantSchema = schema as unknown as RJSFSchema;
const validator = formValidator(validatorModule, coApplicantSchema);

/** The tenant is the signed-in account: the form does not ask for it (the server sets it). */
const UI: UiSchema = { tenantId: { 'ui:widget': 'hidden' } };

/**
 * A new co-applicant (schemas/co-applicant.schema.json: every field an analyst adds there shows here). Relation
 * 'none' drops the date of birth on the server (spec 002 §5).
 */
export default function CoApplicantForm({
  tenantId,
  busy,
  serverErrors,
  onSubmit,
}: {
  tenantId: string;
  busy: boolean;
  serverErrors?: Record<string, string>;
  onSubmit: (data: Record<string, unknown>) => void;
}) {
  // What is typed is not lost without a question: leaving the page (a link, a reload, closing the tab) asks first.
  const [data, setData] = useState<Record<string, unknown>>({ tenantId });
  const [sent, setSent] = useState(false);
  const dirty = !sent && isChanged({ tenantId }, data);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const { dialog } = useDiscardGuard(dirty, { blocker });
  const roles = useAccountRoles();
  const t = useT();
  return (
    <>
      <SiteSchemaForm
        schema={coApplicantSchema}
        validator={validator}
        uiOverrides={UI}
        initial={{ tenantId }}
        submitLabel={t('Add Co-Applicant')}
        roles={roles}
        busy={busy}
        serverErrors={serverErrors}
        onChange={(next) => {
          setData(next);
          setSent(false);
        }}
        onSubmit={(next) => {
          setSent(true);
          onSubmit(next);
        }}
      />
      {dialog}
    </>
  );
}
