import { Skeleton } from '@mui/material';
import { useGetManyAggregate } from 'react-admin';

/**
 * The name of a referenced record (category, asset class, coverage, limit, rule). Lookups of one resource
 * made in the same tick go out as one getMany, so a table of features costs one call per resource.
 */
export function ReferenceName({ resource, id, field = 'name' }: { resource: string; id?: string; field?: string }) {
  const { data, isPending } = useGetManyAggregate(resource, { ids: id ? [id] : [] }, { enabled: !!id });
  if (!id) return <>—</>;
  if (isPending) return <Skeleton variant="text" width={80} sx={{ display: 'inline-block' }} />;
  return <>{String(data?.[0]?.[field] ?? '—')}</>;
}
