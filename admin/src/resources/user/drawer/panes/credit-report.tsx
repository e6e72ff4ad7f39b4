import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError, useNotify } from 'react-admin';

import { useConsoleData } from '#admin/api/use-console-data.ts';
import { eligibilityViewer } from '#admin/resources/user/eligibility/use-eligibility.ts';
import type { StoredCreditReport } from '#admin/resources/user/types.ts';
import { userDetailKey } from '#admin/resources/user/user-keys.ts';
import { humanize, titleOf } from '#admin/schema-resources/resource-meta.ts';
import { useSchema } from '#admin/schema-resources/schema-loader.ts';
import { fileNameFrom, saveBlob } from '#admin/settings/download-file.ts';
import { mayPullCreditReport } from '#domain/eligibility/access.ts';
import { creditReportAge } from '#domain/eligibility/credit.ts';
import { shownDateTime } from '#domain/format/dates.ts';
import { messages } from '#generated/messages.ts';

import { DetailList } from '../detail-list.tsx';
import { SectionCard } from '../section-card.tsx';
import { useSaving } from '../use-saving.ts';
import type { Viewer } from '../use-viewer.ts';

/**
 * The tenant's credit report (decision 039): opening the drawer reads only the STORED report (GET /idcra?userId,
 * which never asks the bureau) and shows its age. A pull (POST /idcra?userId) is a paid bureau request: only staff
 * whose role may (#domain/eligibility/access.ts `mayPullCreditReport`) see Pull credit report, with a notice of
 * the cost. The raw data downloads as a workbook (GET /idcra/getrawdata/{id}).
 */
export function CreditReport({ userId, viewer }: { userId: string; viewer: Viewer }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const provider = useConsoleData();
  const { saving, run } = useSaving();
  const schema = useSchema('credit-report')?.schema;
  const key = [...userDetailKey(userId), 'idcra'];
  const report = useQuery({
    queryKey: key,
    queryFn: () => provider.userCreditReport(userId),
    retry: false,
  });
  const mayPull = mayPullCreditReport(eligibilityViewer(viewer.config, viewer.permissions)).ok;
  const none = report.error instanceof HttpError && report.error.status === 404;
  const label = (field: string) => (schema ? titleOf(schema, field) : humanize(field.split('.').pop()!));

  const pull = async () => {
    try {
      const pulled = await run(() => provider.userCreditReportPull(userId));
      queryClient.setQueryData(key, pulled);
      notify(messages.verification.creditPulled, { type: 'success' });
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    }
  };
  const download = async (r: StoredCreditReport) => {
    try {
      const file = await provider.userCreditReportFile(r.id);
      saveBlob(file.blob, fileNameFrom(file.disposition) ?? `credit-report-${r.reportId}.xlsx`);
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    }
  };

  const data = report.data;
  return (
    <SectionCard title="Credit Report" testId="credit-report">
      <Stack gap={1.5}>
        {report.isPending ? (
          <CircularProgress size={24} aria-label="Loading credit report" />
        ) : none ? (
          <Alert severity="info" data-testid="credit-report-message">
            {messages.verification.creditNoReport}
          </Alert>
        ) : report.isError ? (
          <Alert severity="warning" data-testid="credit-report-message">
            {report.error.message}
          </Alert>
        ) : data ? (
          <>
            <Typography variant="body2" data-testid="credit-report-age">
              <strong>{creditReportAge(data.fetchedAt, new Date())}</strong> ({shownDateTime(data.fetchedAt)})
            </Typography>
            <DetailList
              items={[
                { label: label('score'), value: data.score ?? messages.verification.creditNoHistory },
                { label: label('bureau'), value: data.bureau },
                { label: label('reportId'), value: data.reportId },
                { label: label('pan'), value: data.pan },
                { label: label('summary.activeAccounts'), value: data.summary?.activeAccounts },
                { label: label('summary.overdueAccounts'), value: data.summary?.overdueAccounts },
                { label: label('summary.dpdFlags'), value: data.summary?.dpdFlags?.join(', ') },
              ]}
            />
            <div>
              <Button
                size="small"
                startIcon={<DownloadIcon />}
                data-testid="credit-report-download"
                onClick={() => download(data)}
              >
                Download raw data
              </Button>
            </div>
          </>
        ) : null}
        {mayPull && (
          <Stack gap={0.5} alignItems="flex-start">
            <Button
              variant="outlined"
              size="small"
              data-testid="pull-credit-report"
              onClick={pull}
              disabled={saving}
              startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <CloudDownloadIcon />}
            >
              Pull credit report
            </Button>
            <Typography variant="caption" color="text.secondary" data-testid="credit-pull-notice">
              {messages.verification.creditPullCosts}
            </Typography>
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
