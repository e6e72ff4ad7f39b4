import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { ReferenceField, useRecordContext, useResourceContext } from 'react-admin';

import { shownDate, shownDateTime } from '#domain/format/dates.ts';
import { grouped } from '#domain/format/money.ts';
import { shownPhone } from '#domain/format/phone.ts';

import { useMoney } from '../layout/use-money.ts';
import { isPhone, type MoneyText, valueText } from './format.ts';
import { ReferenceLabel } from './reference-label.tsx';
import { humanize, isMoney, titleOfValue } from './resource-meta.ts';

type Node = Record<string, any>;

export interface ValueFieldProps {
  source: string;
  node: Node;
  label?: string;
  /** Lists keep cells short; show pages print everything. */
  compact?: boolean;
  sortable?: boolean;
}

/** The resources whose screens are payment views: every reader sees rupees and paise there (spec 002 §9). */
const PAYMENT_VIEWS = new Set(['payment', 'payment-order', 'payment-event', 'wallet-entry']);

/** Amounts as the viewer reads them on this resource's screens (staff whole rupees outside payment views). */
export function useFieldMoney(): MoneyText {
  const slug = useResourceContext();
  const money = useMoney();
  const payment = PAYMENT_VIEWS.has(slug ?? '');
  return (amount) => money(amount, { payment });
}

/** One field of a record, shown as its schema says: references, money, dates, choices, yes/no, phones, lists. */
export function ValueField({ source, node, compact }: ValueFieldProps) {
  const record = useRecordContext();
  const money = useFieldMoney();
  if (!record) return null;
  const ref = node['x-ref'];
  if (ref && typeof record[source] === 'string') {
    return (
      <ReferenceField source={source} reference={ref.resource} link="show" emptyText="—">
        <ReferenceLabel field={ref.label} />
      </ReferenceField>
    );
  }
  return <Value value={record[source]} name={source} node={node} compact={compact} money={money} />;
}

export function Value({
  value,
  name,
  node,
  compact,
  money,
}: {
  value: unknown;
  name: string;
  node: Node;
  compact?: boolean;
  money: MoneyText;
}) {
  if (value === null || value === undefined || value === '')
    return (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    );
  if (typeof value === 'boolean') {
    return value ? (
      <CheckIcon fontSize="small" color="success" titleAccess="Yes" />
    ) : (
      <CloseIcon fontSize="small" color="disabled" titleAccess="No" />
    );
  }
  if (isMoney(name, node) && (typeof value === 'number' || typeof value === 'string'))
    return <Typography variant="body2">{money(value)}</Typography>;
  if (typeof value === 'number') return <Typography variant="body2">{grouped(value)}</Typography>;
  if (node.format === 'date-time')
    return <Typography variant="body2">{(compact ? shownDate : shownDateTime)(String(value))}</Typography>;
  if (node.format === 'date') return <Typography variant="body2">{shownDate(String(value))}</Typography>;
  if (node.enum) return <Chip size="small" label={titleOfValue(node, value)} variant="outlined" />;
  const widget = node['x-ui']?.widget;
  if (widget === 'image' && typeof value === 'string') return <Thumbnail src={value} compact={compact} />;
  if (widget === 'images' && Array.isArray(value)) {
    const shown = (compact ? value.slice(0, 3) : value).filter((v): v is string => typeof v === 'string');
    return (
      <Stack direction="row" gap={1} flexWrap="wrap">
        {shown.map((src) => (
          <Thumbnail key={src} src={src} compact={compact} />
        ))}
      </Stack>
    );
  }
  if (Array.isArray(value)) return <ArrayValue value={value} node={node} compact={compact} money={money} />;
  if (typeof value === 'object')
    return <ObjectValue value={value as Node} node={node} compact={compact} money={money} />;
  const text = isPhone(name, node) ? shownPhone(String(value)) : String(value);
  if ((node.format === 'uri' || node.format === 'uri-reference') && /^(https?:\/\/|\/)/.test(text)) {
    return (
      <Link href={text} target="_blank" rel="noopener noreferrer" variant="body2" onClick={(e) => e.stopPropagation()}>
        {compact ? 'Open' : text}
      </Link>
    );
  }
  return (
    <Typography
      variant="body2"
      sx={
        compact
          ? { maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }
          : { whiteSpace: 'pre-wrap' }
      }
    >
      {text}
    </Typography>
  );
}

/** An uploaded image: a thumbnail that opens the full picture. */
function Thumbnail({ src, compact }: { src: string; compact?: boolean }) {
  const size = compact ? 40 : 96;
  return (
    <Link
      href={src}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(e) => e.stopPropagation()}
      aria-label="Open image"
    >
      <Box
        component="img"
        src={src}
        alt=""
        loading="lazy"
        sx={{
          width: size,
          height: size,
          objectFit: 'cover',
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          display: 'block',
        }}
      />
    </Link>
  );
}

function ArrayValue({
  value,
  node,
  compact,
  money,
}: {
  value: unknown[];
  node: Node;
  compact?: boolean;
  money: MoneyText;
}) {
  if (!value.length)
    return (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    );
  if (value.every((v) => typeof v !== 'object')) {
    const shown = compact ? value.slice(0, 3) : value;
    return (
      <Stack direction="row" gap={0.5} flexWrap="wrap">
        {shown.map((v, i) => (
          <Chip key={i} size="small" label={titleOfValue(node.items ?? {}, v)} />
        ))}
        {compact && value.length > 3 && <Chip size="small" label={`+${value.length - 3}`} />}
      </Stack>
    );
  }
  if (compact)
    return (
      <Typography variant="body2">
        {value.length} item{value.length === 1 ? '' : 's'}
      </Typography>
    );
  return (
    <Stack gap={1}>
      {value.map((item, i) => (
        <Box key={i} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
          <ObjectValue value={item as Node} node={node.items ?? {}} money={money} />
        </Box>
      ))}
    </Stack>
  );
}

function ObjectValue({
  value,
  node,
  compact,
  money,
}: {
  value: Node;
  node: Node;
  compact?: boolean;
  money: MoneyText;
}) {
  const entries = Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== '');
  // An address reads as one line; other objects show each field by its title (one line in a list).
  if (compact || 'pin' in value || 'city' in value) {
    return (
      <Typography
        variant="body2"
        sx={compact ? { maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } : undefined}
      >
        {valueText(value, '', node, money)}
      </Typography>
    );
  }
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}
    >
      {entries.map(([k, v]) => (
        <Box key={k} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {node.properties?.[k]?.title ?? humanize(k)}
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            <Value value={v} name={k} node={node.properties?.[k] ?? {}} money={money} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
