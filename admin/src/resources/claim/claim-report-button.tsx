import PdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';

import { useConsoleData } from '#admin/api/use-console-data.ts';
import { fileNameFrom, saveBlob } from '#admin/settings/download-file.ts';

/** Downloads the claim report (GET /claims/report/{id}, a PDF the server writes and names: nivaas-claim-<claim number>.pdf). */
export function ClaimReportButton({ claimId }: { claimId: string }) {
  const notify = useNotify();
  const data = useConsoleData();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await data.claimReportFile(claimId);
      saveBlob(file.blob, fileNameFrom(file.disposition) ?? 'nivaas-claim.pdf');
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" size="small" startIcon={<PdfIcon />} onClick={download} disabled={busy}>
      {busy ? 'Preparing…' : 'Claim Report'}
    </Button>
  );
}
