import { Link, Stack } from '@mui/material';

/** Uploaded files (evidence, documents) as links that open each in a new tab: View 1, View 2… */
export function FileLinks({ urls }: { urls: unknown }) {
  const list = Array.isArray(urls) ? urls.filter((u): u is string => typeof u === 'string' && !!u) : [];
  if (!list.length) return <>—</>;
  return (
    <Stack component="span" direction="row" gap={1} flexWrap="wrap">
      {list.map((u, i) => (
        <Link key={u} href={u} target="_blank" rel="noopener noreferrer">{`View ${i + 1}`}</Link>
      ))}
    </Stack>
  );
}
