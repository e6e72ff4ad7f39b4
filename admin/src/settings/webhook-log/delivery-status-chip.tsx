import CheckCircleIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorIcon from '@mui/icons-material/ErrorOutline';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Chip } from '@mui/material';

const LOOK = {
  pending: { label: 'Pending', color: 'warning', icon: <ScheduleIcon /> },
  delivered: { label: 'Delivered', color: 'success', icon: <CheckCircleIcon /> },
  failed: { label: 'Failed', color: 'error', icon: <ErrorIcon /> },
} as const;

/** A webhook message's state: pending (queued or being retried), delivered, failed. */
export function DeliveryStatusChip({ status = 'pending' }: { status?: 'pending' | 'delivered' | 'failed' }) {
  const look = LOOK[status] ?? LOOK.pending;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={look.color}
      icon={look.icon}
      label={look.label}
      data-testid="delivery-status"
      data-status={status}
      sx={{ fontWeight: 600 }}
    />
  );
}
