import { useQuery } from '@tanstack/react-query';
import { Alert, CircularProgress } from '@mui/material';
import { HttpError } from 'react-admin';
import { api } from '../../../api/http';
import { DetailList } from '../DetailList';
import { SectionCard } from '../SectionCard';
import { userDetailKey } from '../use-user-detail';

/**
 * The credit bureau report (GET /idcra?userId). Without a configured provider the server answers 503
 * provider_unavailable: its message is shown as information, not as a failure of the screen.
 */
export function CreditReport({ userId }: { userId: string }) {
  const report = useQuery({
    queryKey: [...userDetailKey(userId), 'idcra'],
    queryFn: () => api.get<Record<string, unknown>>(`/idcra?userId=${encodeURIComponent(userId)}`),
    retry: false,
    staleTime: 5 * 60_000,
  });
  const unavailable = report.error instanceof HttpError && report.error.status === 503;
  return (
    <SectionCard title="Credit Report" testId="credit-report">
      {report.isPending ? (
        <CircularProgress size={24} aria-label="Loading credit report" />
      ) : report.isError ? (
        <Alert severity={unavailable ? 'info' : 'warning'} data-testid="credit-report-message">
          {report.error.message}
        </Alert>
      ) : (
        <DetailList items={Object.entries(report.data ?? {}).filter(([, v]) => typeof v !== 'object').map(([k, v]) => ({ label: k, value: String(v) }))} />
      )}
    </SectionCard>
  );
}
