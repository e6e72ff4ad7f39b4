import { Typography } from '@mui/material';
import { useListContext, useRecordContext } from 'react-admin';

/** The row's serial number across pages: 10*(page-1)+index+1 (spec 002 §2). */
export function SerialField(_props: { label?: string }) {
  const record = useRecordContext();
  const { data, page, perPage } = useListContext();
  if (!record || !data) return null;
  const index = data.findIndex((r) => r.id === record.id);
  return <Typography variant="body2">{serialNumber(page, perPage, index)}</Typography>;
}

export function serialNumber(page: number, perPage: number, index: number): number {
  return perPage * (page - 1) + index + 1;
}
