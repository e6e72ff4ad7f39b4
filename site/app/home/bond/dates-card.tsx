import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';

import { isLiveBond } from '#domain/bonds/status.ts';
import type { Translate } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';
import datesJson from '#generated/schemas/bond-dates.json';
import { FormSpace } from '#site/account/account-card.tsx';
import { onlyFieldErrors } from '#site/account/api-answer.ts';
import { useAccountSave } from '#site/account/use-account-save.ts';
import { visuallyHidden } from '#site/layout/ui.tsx';

import { Card } from '../card.tsx';
import { RecordConflict } from '../record-conflict.tsx';
import type { BondView } from './bond-view.ts';

const BondDatesForm = lazy(() => import('./bond-forms.tsx').then((m) => ({ default: m.BondDatesForm })));

/** The file name an address ends with ("agreement.pdf"), for the agreement on file. */
const fileName = (url: string, t: Translate) => {
  const last = url.split(/[?#]/)[0].split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last) || t('Rent agreement');
  } catch {
    return last || t('Rent agreement');
  }
};

/**
 * The bond's dates and its rent agreement: the agreement already on file (its name, opened in a tab) and what a new
 * upload does (replaces it on Update). "Bond updated successfully" only when every part worked: a file the upload
 * refused leaves the dates saved but says the agreement was not. The dates are changed on the version of the bond the
 * page read (`version`, sent as If-Match): when the landlord or staff changed the bond meanwhile, both versions are
 * shown (RecordConflict), keeping what was typed.
 */
export function DatesCard({ bond, version }: { bond: BondView; version?: string }) {
  const t = useT();
  const live = isLiveBond(bond.status);
  const [uploadProblem, setUploadProblem] = useState<string>();
  const initial = Object.fromEntries(
    Object.entries({ checkinDate: bond.checkinDate, checkoutDate: bond.checkoutDate }).filter(([, v]) => v),
  );
  const save = useAccountSave('/home/settings/bonddetails', 'dates', 'bond-dates', { version, opened: initial });
  // A new form when the person reloads the bond's other version (the form starts from it).
  const [round, setRound] = useState(0);
  const onFile = bond.agreement?.docUrl;
  return (
    <Card title={t('Dates and Agreement')}>
      {save.saved && !uploadProblem && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t(messages.success.bondUpdated)}
        </Alert>
      )}
      {save.saved && uploadProblem && (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {t(
            'Your dates are saved, but the agreement was not uploaded: {problem} Choose a PDF again and press Update.',
            {
              problem: t(uploadProblem),
            },
          )}
        </Alert>
      )}
      {save.failed && !save.conflict && !onlyFieldErrors(save.failed.errors, ['checkinDate', 'checkoutDate']) && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t(save.failed.message)}
        </Alert>
      )}
      <Box
        data-testid="agreement-on-file"
        sx={{ mb: 2, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'grey.50' }}
      >
        {onFile ? (
          <>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {t('Agreement on file:')}{' '}
              <MuiLink href={onFile} target="_blank" rel="noopener noreferrer">
                {fileName(onFile, t)}
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  {t('(opens in a new window)')}
                </Box>
              </MuiLink>
            </Typography>
            {live && (
              <Typography sx={{ color: 'text.secondary', fontSize: 14, mt: 0.5 }}>
                {t(
                  'Uploading another PDF below and pressing Update replaces this agreement on your bond; leave the upload empty to keep it.',
                )}
              </Typography>
            )}
          </>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>
            {live ? t('No rent agreement on file yet: upload it as a PDF below.') : t('No rent agreement on file yet.')}
          </Typography>
        )}
      </Box>
      {live ? (
        <Suspense fallback={<FormSpace label={t('Loading the form')} height={300} />}>
          <BondDatesForm
            key={round}
            initial={initial}
            busy={save.busy}
            serverErrors={save.failed?.errors}
            onUploadProblem={(_field, message) => setUploadProblem(message)}
            onSubmit={(data) => save.submit({ ...data, id: bond.id })}
          />
        </Suspense>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>
          {t("A {status} bond's dates cannot be changed.", { status: t(String(bond.status)).toLowerCase() })}
        </Typography>
      )}
      <RecordConflict
        save={save}
        title={t('Bond Dates')}
        schema={datesJson}
        fieldsOf={(current) => ({ checkinDate: current.checkinDate, checkoutDate: current.checkoutDate })}
        onReload={() => setRound((r) => r + 1)}
      />
    </Card>
  );
}
