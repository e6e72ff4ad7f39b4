import { useState } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { SlugForm } from '../schema-resources/SlugForm';
import { downloadFile } from './download-file';

export interface ReportKind {
  /** The report-request schema's `report` value. */
  report: 'main' | 'users' | 'refund' | 'release';
  title: string;
  about: string;
  path: string;
}

/** The report is fixed by the card, so its field is hidden; From and To come from the report-request schema. */
const HIDE_REPORT = { 'ui:options': { label: false }, report: { 'ui:widget': 'hidden' } };

/** One Download Report form: From and To dates (report-request schema), then the file. */
export function ReportForm({ kind }: { kind: ReportKind }) {
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const submit = async (data: Record<string, unknown>) => {
    setSaving(true);
    try {
      const name = await downloadFile(kind.path, { report: kind.report, from: data.from, to: data.to }, 'report.csv');
      notify(`${kind.title} downloaded as ${name}`, { type: 'success' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card component="section" aria-labelledby={`report-${kind.report}`} data-testid={`report-${kind.report}`} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={`report-${kind.report}`} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {kind.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {kind.about}
        </Typography>
        <SlugForm slug="report-request" idPrefix={`report_${kind.report}`} initial={{ report: kind.report }} uiOverrides={HIDE_REPORT} submitLabel="Download" saving={saving} onSubmit={submit} />
      </CardContent>
    </Card>
  );
}
