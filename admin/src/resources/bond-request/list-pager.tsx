import { Pagination, Stack } from '@mui/material';

/** Page numbers under a list, when it has more than one page. */
export function ListPager({
  page,
  totalPages,
  onChange,
  label,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <Stack sx={{ alignItems: 'center', mt: 2 }}>
      <Pagination
        page={page}
        count={totalPages}
        onChange={(_, p) => onChange(p)}
        color="primary"
        shape="rounded"
        aria-label={label}
      />
    </Stack>
  );
}
