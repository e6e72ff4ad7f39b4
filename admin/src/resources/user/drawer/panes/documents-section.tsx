import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, Chip, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';

import { shownDate } from '#domain/format/dates.ts';
import { shownEnum } from '#domain/format/labels.ts';
import type { Document } from '#generated/types/document.ts';

import { EditDrawer } from '../edit-drawer.tsx';
import { QueryState } from '../query-state.tsx';
import { SectionCard } from '../section-card.tsx';
import { useUserRecords } from '../use-user-detail.ts';
import type { Viewer } from '../use-viewer.ts';
import { DocumentUploadForm } from './document-upload-form.tsx';

type Doc = Document & { id: string };

/** The user's documents, newest first, with the Upload Document drawer (create permission on users). */
export function DocumentsSection({ userId, viewer }: { userId: string; viewer: Viewer }) {
  const [uploading, setUploading] = useState(false);
  const docs = useUserRecords<Doc>('document', { userId }, 50);
  const upload = viewer.canAddDocuments ? (
    <Button
      size="small"
      variant="outlined"
      startIcon={<UploadFileIcon />}
      data-testid="upload-document"
      onClick={() => setUploading(true)}
    >
      Upload Document
    </Button>
  ) : undefined;
  return (
    <SectionCard title="Documents" action={upload} testId="documents">
      <QueryState query={docs} label="documents">
        {(rows) =>
          rows.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No documents uploaded.
            </Typography>
          ) : (
            <List dense disablePadding>
              {rows.map((d) => (
                <ListItem
                  key={d.id}
                  disableGutters
                  divider
                  secondaryAction={
                    d.docUrl && (
                      <Link href={d.docUrl} target="_blank" rel="noopener noreferrer">
                        View
                      </Link>
                    )
                  }
                >
                  <ListItemText
                    primary={
                      <Stack direction="row" gap={1} alignItems="center" flexWrap="wrap">
                        <span>{shownEnum('document.docType', d.docType)}</span>
                        <Typography component="span" variant="body2" color="text.secondary">
                          {d.docId}
                        </Typography>
                        {d.isVerified && <Chip size="small" color="success" label="Verified" />}
                      </Stack>
                    }
                    secondary={`${d.metadata ?? ''}${d.createdAt ? ` · ${shownDate(d.createdAt)}` : ''}`}
                    sx={{ pr: 6 }}
                  />
                </ListItem>
              ))}
            </List>
          )
        }
      </QueryState>
      {viewer.canAddDocuments && (
        <EditDrawer
          title="Upload Document"
          open={uploading}
          onClose={() => setUploading(false)}
          testId="upload-document-drawer"
        >
          <DocumentUploadForm userId={userId} internal={viewer.internal} onDone={() => setUploading(false)} />
        </EditDrawer>
      )}
    </SectionCard>
  );
}
