import { useState } from 'react';
import { Button } from '@mui/material';
import PdfIcon from '@mui/icons-material/PictureAsPdf';
import { useNotify } from 'react-admin';
import { send } from '../../api/http';
import { fileNameFrom, saveBlob } from '../../settings/download-file';

/** Downloads the claim report (GET /claims/report/{id}, a PDF the server writes and names: nivaas-claim-<claim number>.pdf). */
export function ClaimReportButton({ claimId }: { claimId: string }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const res = await send(`/api/v1/claims/report/${encodeURIComponent(claimId)}`, { headers: { Accept: 'application/pdf' } });
      saveBlob(await res.blob(), fileNameFrom(res.headers.get('Content-Disposition')) ?? 'nivaas-claim.pdf');
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
