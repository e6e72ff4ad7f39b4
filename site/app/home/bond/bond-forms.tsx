import type { WidgetProps } from '@rjsf/utils';

import { msg } from '#engine/runtime/i18n/translator.ts';
import { UploadWidget } from '#forms/upload-widget.tsx';
import datesJson from '#generated/schemas/bond-dates.json';
import cancelJson from '#generated/schemas/cancel-bond-form.json';
import * as datesModule from '#generated/validators/bond-dates.js';
import * as cancelModule from '#generated/validators/cancel-bond-form.js';
import { recordFormOf } from '#site/account/schema-form.tsx';

/** The Bond Details page's forms, each its generated schema with its precompiled validator (lazily loaded). */

const Nothing = () => null;
/** The agreement is optional: its file is required only inside the agreement, so the upload shows no star. */
const OptionalUpload = (props: WidgetProps) => <UploadWidget {...props} required={false} />;
const hidden = { 'ui:widget': 'hidden' };

/** Check-in and check-out dates and the rent agreement (a PDF uploaded first); the move-in report has its own drawer. */
export const BondDatesForm = recordFormOf(datesJson, datesModule, {
  agreement: {
    'ui:options': { label: false },
    docId: hidden,
    docType: hidden,
    docUrl: { 'ui:widget': OptionalUpload, 'ui:title': msg('Rent Agreement (PDF)') },
  },
  moveInReport: { 'ui:field': Nothing },
});

/** The refund type (required: 'Please select the type of refund') and a reason; the bond and property are the page's. */
export const CancelBondForm = recordFormOf(
  cancelJson,
  cancelModule,
  { bondId: hidden, propertyId: hidden },
  msg('Send Cancel Request'),
);
