import { shownDateTime } from '#domain/format/dates.ts';

/** A moment as DD/MM/YYYY HH:mm, with the exact instant for assistive technology and on hover; a dash when there is none. */
export function LogTime({ value }: { value?: string | null }) {
  if (!value) return <>—</>;
  const exact = new Date(value);
  return (
    <time dateTime={value} title={Number.isNaN(exact.getTime()) ? value : exact.toLocaleString()}>
      {shownDateTime(value)}
    </time>
  );
}
