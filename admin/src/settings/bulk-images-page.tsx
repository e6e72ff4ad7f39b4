import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { type ChangeEvent, useRef, useState } from 'react';
import { useNotify } from 'react-admin';

import { messages } from '#generated/messages.ts';

import { useConsoleData } from '../api/use-console-data.ts';
import { ChosenFilesList } from './chosen-files-list.tsx';
import { saveBlob } from './download-file.ts';
import { batches, imageProblem } from './image-files.ts';
import { SettingsSection } from './settings-section.tsx';

const saveLinks = (urls: string[]) =>
  saveBlob(new Blob([urls.join('\n') + '\n'], { type: 'text/plain' }), `image-links-${Date.now()}.txt`);

/**
 * Settings > Bulk Upload Images (internal): PNG/JPEG property photos sent to
 * /upload/uploadToS3/multiple (type=property) in batches; the links come back as a text file.
 */
export function BulkImagesPage({ label }: { label: string }) {
  const notify = useNotify();
  const dataProvider = useConsoleData();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [urls, setUrls] = useState<string[]>([]);
  const [failure, setFailure] = useState<string>();

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(e.target.files ?? []);
    e.target.value = '';
    const refused = chosen.map(imageProblem).filter((m): m is string => !!m);
    if (refused.length) notify(refused.join(' · '), { type: 'error' });
    setFiles((list) => [...list, ...chosen.filter((f) => !imageProblem(f))]);
  };

  const upload = async () => {
    setBusy(true);
    setFailure(undefined);
    const done: string[] = [];
    try {
      for (const group of batches(files)) {
        const form = new FormData();
        form.append('type', 'property');
        for (const f of group) form.append('files', f, f.name);
        const answer = await dataProvider.settingsImagesUpload(form);
        done.push(...answer.urls);
      }
      setFiles([]);
      notify(messages.upload.bulkSucceeded, { type: 'success' });
    } catch (e) {
      setFailure(e instanceof Error ? e.message : String(e));
      notify(messages.upload.bulkFailed, { type: 'error' });
      setFiles((list) => list.slice(done.length));
    } finally {
      setBusy(false);
      if (done.length) {
        setUrls(done);
        saveLinks(done);
      }
    }
  };

  return (
    <SettingsSection
      testId="settings-images"
      title={label}
      intro="Upload property photos (PNG or JPEG, under 2 MB each). You get their links back as a text file."
    >
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
            <Button variant="outlined" onClick={() => input.current?.click()} disabled={busy}>
              Choose images
            </Button>
            <Button
              variant="contained"
              startIcon={<CloudUploadIcon />}
              onClick={upload}
              disabled={busy || !files.length}
            >
              {busy ? 'Uploading…' : `Upload ${files.length} image${files.length === 1 ? '' : 's'}`}
            </Button>
          </Stack>
          <Box
            component="input"
            ref={input}
            type="file"
            multiple
            accept="image/png,image/jpeg"
            onChange={choose}
            aria-label="Images to upload"
            data-testid="images-input"
            sx={{ display: 'none' }}
          />
          <ChosenFilesList
            files={files}
            busy={busy}
            onRemove={(i) => setFiles((list) => list.filter((_, j) => j !== i))}
          />
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </CardContent>
      </Card>
      {urls.length > 0 && (
        <Card data-testid="uploaded-links">
          <CardContent>
            <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {urls.length} uploaded
              </Typography>
              <Button startIcon={<DownloadIcon />} onClick={() => saveLinks(urls)}>
                Links as text file
              </Button>
            </Stack>
            <Box component="ul" sx={{ m: 0, pl: 2.5, wordBreak: 'break-all' }}>
              {urls.map((u) => (
                <li key={u}>
                  <Link href={u} target="_blank" rel="noopener noreferrer">
                    {u}
                  </Link>
                </li>
              ))}
            </Box>
          </CardContent>
        </Card>
      )}
    </SettingsSection>
  );
}
