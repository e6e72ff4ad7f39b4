import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useNotify, useUpdate } from 'react-admin';

import { fillMessage } from '#engine/runtime/messages.ts';
import { isChanged, useDiscardGuard } from '#forms/unsaved/index.ts';
import { moveInComment } from '#generated/enums.ts';
import { messages } from '#generated/messages.ts';

import { InspectionItemRow, ITEM_COLUMNS } from './inspection-item-row.tsx';
import type { InspectionRow } from './types.ts';

const HEADERS = ['Room', 'Item', 'Count', 'Condition', 'Tenant remark'];

/**
 * The landlord's review of a move-in report (spec 001 §2, §3): each item as the tenant entered it beside the
 * landlord's remark, a comment from the fixed options, then Resolve (status resolved). `readOnly` (staff): the report
 * and the landlord's remarks and comment as they stand, with Close only.
 */
export function InspectionReviewDialog({
  inspection,
  title,
  open,
  onClose,
  readOnly,
}: {
  inspection: InspectionRow;
  title: string;
  open: boolean;
  onClose: () => void;
  readOnly?: boolean;
}) {
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [remarks, setRemarks] = useState<string[]>(() => inspection.amenities.map((a) => a.landlordRemark ?? ''));
  const [comment, setComment] = useState<string>(inspection.landlordComment ?? '');
  const [tried, setTried] = useState(false);
  const [update, { isPending: saving }] = useUpdate();
  const commentRef = useRef<HTMLDivElement>(null);
  // Remarks typed or a comment chosen are not lost to Escape, a click outside or Cancel without asking.
  const edited =
    !readOnly &&
    (isChanged(
      inspection.amenities.map((a) => a.landlordRemark ?? ''),
      remarks,
    ) ||
      isChanged(inspection.landlordComment ?? '', comment));
  const { guard, dialog } = useDiscardGuard(edited);
  const close = () => guard(onClose);
  const resolve = async () => {
    setTried(true);
    if (!comment) {
      commentRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return;
    }
    const amenities = inspection.amenities.map(({ landlordRemark: _old, ...item }, i) =>
      remarks[i].trim() ? { ...item, landlordRemark: remarks[i].trim() } : item,
    );
    try {
      await update(
        'inspection',
        {
          id: inspection.id,
          data: { status: 'resolved', landlordComment: comment, amenities },
          previousData: inspection,
        },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
      return;
    }
    notify(messages.success.inspectionSubmitted, { type: 'success' });
    // The report leaves the pending list, and the pending counts change.
    await queryClient.invalidateQueries({ queryKey: ['inspection'] });
    onClose();
  };
  return (
    <>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullScreen={phone} fullWidth maxWidth="lg">
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>
          <Box role="table" aria-label="Move-in report items">
            <Box
              role="row"
              sx={{ display: { xs: 'none', md: 'grid' }, gridTemplateColumns: ITEM_COLUMNS, gap: 2, pb: 1 }}
            >
              {[...HEADERS, readOnly ? "Landlord's remark" : 'Your remark'].map((h) => (
                <Typography
                  key={h}
                  role="columnheader"
                  variant="caption"
                  color="text.secondary"
                  sx={{ fontWeight: 600, textTransform: 'uppercase' }}
                >
                  {h}
                </Typography>
              ))}
            </Box>
            {inspection.amenities.map((item, i) => (
              <InspectionItemRow
                key={`${item.room}-${item.name}-${i}`}
                item={item}
                index={i}
                remark={remarks[i]}
                readOnly={readOnly}
                onRemark={(v) => setRemarks((all) => all.map((r, n) => (n === i ? v : r)))}
              />
            ))}
          </Box>
          {readOnly ? (
            <Typography variant="body2" sx={{ mt: 3 }} data-testid="landlord-comment-text">
              Landlord's comment: {inspection.landlordComment || 'not yet given'}
            </Typography>
          ) : (
            <TextField
              select
              required
              ref={commentRef}
              fullWidth
              label="Comment"
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              error={tried && !comment}
              helperText={
                tried && !comment
                  ? fillMessage(messages.request.required, { label: 'Comment' })
                  : 'Choose the comment that fits the report'
              }
              sx={{ mt: 3 }}
              slotProps={{ htmlInput: { 'data-testid': 'landlord-comment' } }}
            >
              {moveInComment.map((c) => (
                <MenuItem key={c} value={c}>
                  {c}
                </MenuItem>
              ))}
            </TextField>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{readOnly ? 'Close' : 'Cancel'}</Button>
          {!readOnly && (
            <Button variant="contained" onClick={resolve} disabled={saving} data-testid="resolve-inspection">
              Resolve
            </Button>
          )}
        </DialogActions>
      </Dialog>
      {dialog}
    </>
  );
}
