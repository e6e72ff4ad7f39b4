import UploadIcon from '@mui/icons-material/UploadFile';
import { Box, Button, FormHelperText, Link, Stack, Typography } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useRef, useState } from 'react';
import { HttpError } from 'react-admin';

import { fill } from '#engine/codegen/messages/default-messages.ts';
import { ACCEPT, checkFile, type UploadKind } from '#engine/runtime/forms/file-check.ts';
import type { UploadContext } from '#forms/upload-widget.tsx';
import { messages } from '#generated/messages.ts';

/** An upload failing on the way: a dropped connection or a refused size says 'File size too large' (spec 002 §8). */
function uploadError(e: unknown): string {
  if (e instanceof HttpError && (e.status === 0 || e.status === 413)) return messages.upload.fileTooLarge;
  return e instanceof Error ? e.message : String(e);
}

/**
 * A claim's evidence (spec 002 §5): images (png/jpg under 2 MB), videos (mp4/avi under 40 MB), the invoice and the
 * documents (pdf), up to the field's maxItems (5, 3, 1, 3). Each file is checked here with the upload messages,
 * stored by the form's upload (SchemaForm's: POST /upload/uploadToS3, `ui:options.uploadType`, checked again by content
 * there) and kept by address.
 */
export function ClaimFilesWidget({
  id,
  value,
  label,
  required,
  disabled,
  readonly,
  schema,
  options,
  registry,
  onChange,
}: WidgetProps) {
  const context = registry.formContext as UploadContext;
  const kind = (options.kind as UploadKind | undefined) ?? 'pdf';
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : Infinity;
  const urls: string[] = Array.isArray(value) ? value : [];
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const help = (schema as { 'x-ui'?: { help?: string } })['x-ui']?.help;

  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setError(undefined);
    const picked = Array.from(files);
    const problem =
      urls.length + picked.length > max
        ? fill('itemsAtMost', { label, max })
        : picked.map((f) => checkFile(f, kind)).find(Boolean);
    if (problem) {
      setError(problem);
      if (input.current) input.current.value = '';
      return;
    }
    setBusy(true);
    try {
      const uploaded: string[] = [];
      for (const file of picked) {
        const form = new FormData();
        form.append('type', String(options.uploadType ?? kind));
        form.append('file', file);
        uploaded.push(await context.upload(form));
      }
      onChange([...urls, ...uploaded]);
    } catch (e) {
      setError(uploadError(e));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Box data-testid={`files-${kind}`}>
      <Typography variant="body2" component="label" htmlFor={id} sx={{ display: 'block', mb: 0.5 }}>
        {label}
        {required ? ' *' : ''}{' '}
        <Typography component="span" variant="caption" color="text.secondary">
          ({urls.length}/{max})
        </Typography>
      </Typography>
      <Stack direction="row" gap={1} alignItems="center" flexWrap="wrap">
        {urls.map((url, i) => (
          <Stack key={url} direction="row" alignItems="center" gap={0.5} data-testid="uploaded-file">
            {kind === 'image' ? (
              <Box
                component="img"
                src={url}
                alt={`${label} ${i + 1}`}
                sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1 }}
              />
            ) : (
              <Link href={url} target="_blank" rel="noopener noreferrer">{`View ${i + 1}`}</Link>
            )}
            {!readonly && !disabled && (
              <Button size="small" onClick={() => onChange(urls.filter((u) => u !== url))}>
                Remove
              </Button>
            )}
          </Stack>
        ))}
        <Button
          variant="outlined"
          size="small"
          startIcon={<UploadIcon />}
          disabled={disabled || readonly || busy || urls.length >= max}
          onClick={() => input.current?.click()}
        >
          {busy ? 'Uploading…' : 'Upload'}
        </Button>
        <input
          id={id}
          ref={input}
          type="file"
          hidden
          accept={ACCEPT[kind]}
          multiple={max > 1}
          onChange={(e) => upload(e.target.files)}
        />
      </Stack>
      {help && <FormHelperText>{help}</FormHelperText>}
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
