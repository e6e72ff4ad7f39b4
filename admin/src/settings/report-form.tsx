import { Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';

import { fillMessage } from '#engine/runtime/messages.ts';
import { messages } from '#generated/messages.ts';

import { useConsoleData } from '../api/use-console-data.ts';
import { SlugForm } from '../schema-resources/slug-form.tsx';
import { downloadFile, type DownloadProgress } from './download-file.ts';
import { ReportProgress } from './report-progress.tsx';

export interface ReportKind {
  /** The report-request schema's `report` value. */
  report: 'main' | 'users' | 'refund' | 'release';
  title: string;
  about: string;
  path: string;
}

/** The report is fixed by the card, so its field is hidden; From, To and Format come from the report-request schema. */
const HIDE_REPORT = {
  'ui:options': { label: false },
  report: { 'ui:widget': 'hidden' },
  format: { 'ui:options': { inline: true } },
};

/**
 * One Download Report form: From and To dates and the format (report-request schema), then the file
 * (named by the server for the report and its period, e.g. nivaas-refunds-2026-11-01-to-2026-11-27.xlsx), with a progress bar while the server builds and sends it.
 */
export function ReportForm({ kind }: { kind: ReportKind }) {
  const notify = useNotify();
  const dataProvider = useConsoleData();
  const [progress, setProgress] = useState<DownloadProgress>();
  const submit = async (data: Record<string, unknown>) => {
    setProgress({ received: 0 });
    try {
      const fallback = `${kind.report}-${data.from}-to-${data.to}.${data.format === 'csv' ? 'csv' : 'xlsx'}`;
      const name = await downloadFile(
        dataProvider.settingsReportFile(kind.path, {
          report: kind.report,
          from: data.from,
          to: data.to,
          format: data.format,
        }),
        fallback,
        setProgress,
      );
      notify(fillMessage(messages.reports.downloaded, { title: kind.title, name }), { type: 'success' });
    } finally {
      setProgress(undefined);
    }
  };
  return (
    <Card
      component="section"
      aria-labelledby={`report-${kind.report}`}
      data-testid={`report-${kind.report}`}
      sx={{ height: '100%' }}
    >
      <CardContent>
        <Typography id={`report-${kind.report}`} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {kind.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {kind.about}
        </Typography>
        <SlugForm
          slug="report-request"
          idPrefix={`report_${kind.report}`}
          initial={{ report: kind.report, format: 'xlsx' }}
          uiOverrides={HIDE_REPORT}
          submitLabel="Download"
          saving={!!progress}
          onSubmit={submit}
        />
        {progress && <ReportProgress progress={progress} label={kind.title} />}
      </CardContent>
    </Card>
  );
}
