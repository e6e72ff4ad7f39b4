import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Slider,
  Stack,
  Typography,
} from '@mui/material';
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';

import { useDiscardGuard } from '#forms/unsaved/index.ts';
import pictureSchema from '#generated/schemas/profile-picture.json';

import { clampOffset, CROP_SIZE, drawCrop, type Offset } from './crop-geometry.ts';

const zoomField = pictureSchema.properties.zoom;
const STEP_PX = 10;

/**
 * Profile picture crop (spec 002 §2, §5): the chosen image on a 250 by 250 canvas, zoom 1 to 10 in steps
 * of 0.1 (the profile-picture schema), moved by dragging or with the arrow keys; Confirm hands back
 * the cropped square as a PNG.
 */
export function AvatarCropDialog({
  file,
  onCancel,
  onConfirm,
}: {
  file: File | undefined;
  onCancel: () => void;
  onConfirm: (png: Blob) => Promise<void>;
}) {
  const titleId = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [image, setImage] = useState<HTMLImageElement>();
  const [zoom, setZoom] = useState<number>(zoomField.default);
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const [busy, setBusy] = useState(false);
  const drag = useRef<{ x: number; y: number; start: Offset }>();
  // The crop chosen is the person's input: closing after moving or zooming the picture asks first (decision 044).
  const { guard, dialog } = useDiscardGuard(
    !!image && (zoom !== zoomField.default || offset.x !== 0 || offset.y !== 0),
  );
  const cancel = () => guard(onCancel);

  useEffect(() => {
    setImage(undefined);
    setZoom(zoomField.default);
    setOffset({ x: 0, y: 0 });
    if (!file) return;
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => setImage(img);
    img.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (ctx && image) drawCrop(ctx, image, zoom, offset);
  }, [image, zoom, offset]);

  const move = (next: Offset, z = zoom) => image && setOffset(clampOffset(next, image.width, image.height, z));
  const onPointerDown = (e: PointerEvent<HTMLCanvasElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY, start: offset };
  };
  const onPointerMove = (e: PointerEvent<HTMLCanvasElement>) => {
    const d = drag.current;
    if (d) move({ x: d.start.x + e.clientX - d.x, y: d.start.y + e.clientY - d.y });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLCanvasElement>) => {
    const delta: Record<string, Offset> = {
      ArrowLeft: { x: -STEP_PX, y: 0 },
      ArrowRight: { x: STEP_PX, y: 0 },
      ArrowUp: { x: 0, y: -STEP_PX },
      ArrowDown: { x: 0, y: STEP_PX },
    };
    const d = delta[e.key];
    if (!d) return;
    e.preventDefault();
    move({ x: offset.x + d.x, y: offset.y + d.y });
  };
  const confirm = () => {
    canvas.current?.toBlob(async (blob) => {
      if (!blob) return;
      setBusy(true);
      try {
        await onConfirm(blob);
      } finally {
        setBusy(false);
      }
    }, 'image/png');
  };

  return (
    <Dialog open={!!file} onClose={busy ? undefined : cancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{pictureSchema.title}</DialogTitle>
      <DialogContent>
        <Stack alignItems="center" gap={2}>
          <Box
            sx={{
              position: 'relative',
              width: CROP_SIZE,
              height: CROP_SIZE,
              borderRadius: 1,
              overflow: 'hidden',
              bgcolor: 'action.hover',
            }}
          >
            <canvas
              ref={canvas}
              width={CROP_SIZE}
              height={CROP_SIZE}
              tabIndex={0}
              role="img"
              aria-label="Crop area: drag the picture or use the arrow keys to move it"
              data-testid="avatar-crop-canvas"
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={() => (drag.current = undefined)}
              onKeyDown={onKeyDown}
              style={{ display: 'block', cursor: 'grab', touchAction: 'none' }}
            />
            {!image && (
              <CircularProgress
                aria-label="Loading picture"
                sx={{ position: 'absolute', top: '45%', left: '45%' }}
                size={24}
              />
            )}
          </Box>
          <Stack direction="row" alignItems="center" gap={1.5} sx={{ width: CROP_SIZE }}>
            <ZoomOutIcon fontSize="small" aria-hidden />
            <Slider
              aria-label={zoomField.title}
              min={zoomField.minimum}
              max={zoomField.maximum}
              step={zoomField.multipleOf}
              value={zoom}
              valueLabelDisplay="auto"
              valueLabelFormat={(v) => v.toFixed(1)}
              getAriaValueText={(v) => `${v.toFixed(1)} times`}
              onChange={(_, v) => {
                const z = Math.round((v as number) * 10) / 10;
                setZoom(z);
                move(offset, z);
              }}
            />
            <ZoomInIcon fontSize="small" aria-hidden />
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {zoomField.title}: {zoom.toFixed(1)}×
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={confirm}
          disabled={!image || busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {pictureSchema['x-ui'].submitLabel}
        </Button>
      </DialogActions>
      {dialog}
    </Dialog>
  );
}
