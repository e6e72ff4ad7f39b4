import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { type ChangeEvent, useRef, useState } from 'react';
import { useNotify } from 'react-admin';

import { useConsoleData } from '#admin/api/use-console-data.ts';
import { saveBlob } from '#admin/settings/download-file.ts';
import { messages } from '#generated/messages.ts';

import type { UploadRefusal } from '../types.ts';
import { FailedRowsTable } from './failed-rows-table.tsx';
import { ACCEPT, base64Blob, fileProblem, readAsBase64, TEMPLATE_CSV } from './landlord-file.ts';
import { UploadProgress, type UploadStage } from './upload-progress.tsx';

export interface BulkLandlordsDialogProps {
  open: boolean;
  onClose: () => void;
  /** All rows were written: the landlord list goes back to page 1. */
  onUploaded: () => void;
}

const saveTemplate = () => saveBlob(new Blob([TEMPLATE_CSV], { type: 'text/csv' }), 'landlords.csv');

/**
 * Bulk landlord upload (spec 002 §5, internal users, landlords only): a CSV or XLSX file with Name, Email and
 * Phone columns. The server checks every row before writing any; a refused file lists each row's errors
 * here and gives them back as a file with an Error column.
 */
export function BulkLandlordsDialog({ open, onClose, onUploaded }: BulkLandlordsDialogProps) {
  const notify = useNotify();
  const data = useConsoleData();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [stage, setStage] = useState<UploadStage>();
  const [refusal, setRefusal] = useState<UploadRefusal>();

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    e.target.value = '';
    if (!chosen) return;
    setRefusal(undefined);
    const problem = fileProblem(chosen);
    if (problem) notify(problem, { type: 'error' });
    setFile(problem ? undefined : chosen);
  };

  const upload = async () => {
    if (!file) return;
    setRefusal(undefined);
    try {
      setStage({ step: 'reading', share: 0 });
      const content = await readAsBase64(file, (share) => setStage({ step: 'reading', share }));
      setStage({ step: 'checking' });
      const outcome = await data.userLandlordsUpload(file.name, content);
      if (outcome.ok) {
        notify(messages.upload.bulkSucceeded, { type: 'success' });
        setFile(undefined);
        onUploaded();
        onClose();
      } else {
        notify(messages.upload.bulkFailed, { type: 'error' });
        setRefusal(outcome.refusal);
      }
    } catch (e) {
      notify(`${messages.upload.bulkFailed}: ${e instanceof Error ? e.message : String(e)}`, { type: 'error' });
    } finally {
      setStage(undefined);
    }
  };

  const failed = refusal?.failedFile;
  return (
    <Dialog
      open={open}
      onClose={stage ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="bulk-landlords-title"
      data-testid="bulk-landlords-dialog"
    >
      <DialogTitle id="bulk-landlords-title">Bulk upload landlords</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          A CSV or XLSX file (at most 512 KB) with a header row and one landlord a row: Name and Email are required,
          Phone is a 10-digit mobile number. Every row is checked first; if any row has an error, nothing is saved. Each
          new landlord gets an invitation by e-mail.{' '}
          <Link component="button" type="button" onClick={saveTemplate} sx={{ verticalAlign: 'baseline' }}>
            Download a template
          </Link>
        </DialogContentText>
        <Stack direction="row" spacing={2} alignItems="center">
          <Button variant="outlined" onClick={() => input.current?.click()} disabled={!!stage}>
            Choose file
          </Button>
          <Typography
            variant="body2"
            color={file ? 'text.primary' : 'text.secondary'}
            sx={{ wordBreak: 'break-all' }}
            data-testid="bulk-landlords-file"
          >
            {file ? file.name : 'No file chosen'}
          </Typography>
        </Stack>
        <Box
          component="input"
          ref={input}
          type="file"
          accept={ACCEPT}
          onChange={choose}
          aria-label="Landlord file"
          data-testid="bulk-landlords-input"
          sx={{ display: 'none' }}
        />
        {stage && file && <UploadProgress stage={stage} fileName={file.name} />}
        {refusal && (
          <Box sx={{ mt: 2 }}>
            <Alert
              severity="error"
              sx={{ mb: 1 }}
              action={
                failed && (
                  <Button
                    color="inherit"
                    size="small"
                    startIcon={<DownloadIcon />}
                    onClick={() => saveBlob(base64Blob(failed.content, failed.type), failed.name)}
                  >
                    Failed rows
                  </Button>
                )
              }
            >
              {refusal.message}
            </Alert>
            <FailedRowsTable rows={refusal.rows} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={!!stage}>
          Close
        </Button>
        <Button variant="contained" startIcon={<CloudUploadIcon />} onClick={upload} disabled={!file || !!stage}>
          {stage ? 'Uploading…' : 'Upload'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
