import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useState } from 'react';

import { shownDate } from '#domain/format/dates.ts';
import { shownEnum } from '#domain/format/labels.ts';
import { useT } from '#forms/i18n.tsx';
import { isChanged } from '#forms/unsaved/index.ts';
import type { Document } from '#generated/types/document.ts';

import { Card } from './card.tsx';
import { EditDrawer, UnsavedChanges } from './edit-drawer.tsx';
import { DocumentForm, loading, Outcome, useSave, type WithId } from './profile-drawer-card.tsx';

export function DocumentsCard({ docs }: { docs: WithId<Document>[] }) {
  const t = useT();
  const save = useSave('document');
  const [open, setOpen] = useState(false);
  const [docDirty, setDocDirty] = useState(false);
  useEffect(() => {
    if (save.saved) setOpen(false);
  }, [save.saved]);
  useEffect(() => {
    if (!open) setDocDirty(false);
  }, [open]);
  return (
    <Card title={t('Documents')}>
      {save.saved && !open && <Outcome save={save} />}
      {docs.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          {t('No documents yet. Add your offer letter, salary slips or bank statements.')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {docs.map((d) => (
            <Box
              component="li"
              key={d.id}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1,
                borderBottom: 1,
                borderColor: 'divider',
                pb: 1.5,
              }}
            >
              <Box sx={{ flex: 1, minWidth: 180 }}>
                <Typography sx={{ fontWeight: 700 }}>{t(shownEnum('document.docType', d.docType))}</Typography>
                <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
                  {[d.docId, d.createdAt ? shownDate(d.createdAt) : ''].filter(Boolean).join(' · ')}
                </Typography>
              </Box>
              <Chip
                size="small"
                color={d.isVerified ? 'success' : 'default'}
                label={d.isVerified ? t('Verified') : t('Awaiting verification')}
              />
              <Link
                href={d.docUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('View {document}', { document: t(shownEnum('document.docType', d.docType)) })}
              >
                {t('View')}
              </Link>
            </Box>
          ))}
        </Box>
      )}
      <Button variant="outlined" sx={{ mt: 2.5 }} onClick={() => setOpen(true)}>
        {t('Add Document')}
      </Button>
      <EditDrawer title={t('Upload Document')} open={open} onClose={() => setOpen(false)}>
        <UnsavedChanges dirty={docDirty} />
        <Outcome save={{ ...save, saved: false }} fields={['docType', 'docId', 'metadata', 'file']} />
        <Suspense fallback={loading(t('Loading the document form'), 420)}>
          <DocumentForm
            busy={save.busy}
            serverErrors={save.failed?.errors}
            onSubmit={save.submit}
            onChange={(data) => setDocDirty(isChanged({}, data))}
          />
        </Suspense>
      </EditDrawer>
    </Card>
  );
}
