import UploadIcon from '@mui/icons-material/UploadFile';
import { Box, Button, FormHelperText, Link, Stack, Typography } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useRef, useState } from 'react';

import { ACCEPT, checkFile, type UploadKind } from '#engine/runtime/forms/file-check.ts';

/** What a front end hands its schema forms (RJSF `formContext`) so that file fields can upload. */
export interface UploadContext {
  /** Stores the multipart form (`type`, `file`) and resolves with the stored file's address; rejects with a message. */
  upload: (form: FormData) => Promise<string>;
  /** Told when a file field's upload fails (its message) and when that clears (undefined), so a screen never reports the whole form saved beside it. */
  onProblem?: (field: string, message: string | undefined) => void;
}

const KIND: Record<string, UploadKind> = { image: 'image', images: 'image', file: 'pdf' };

/**
 * RJSF widget for `x-ui` image, images and file fields, shared by the console and the site: checks the file in the
 * browser, uploads it with the form's `UploadContext` (the console: /upload/uploadToS3 with its token; the site:
 * its own upload route with the session), checked again by content on the server, and stores the returned address.
 */
export function UploadWidget(props: WidgetProps) {
  const { id, value, onChange, label, required, disabled, readonly, uiSchema, registry, options } = props;
  const context = registry.formContext as Partial<UploadContext> | undefined;
  const widget = String(uiSchema?.['ui:widget'] ?? 'file');
  const kind = KIND[widget] ?? 'pdf';
  const multiple = widget === 'images';
  const urls: string[] = multiple ? (Array.isArray(value) ? value : []) : value ? [value] : [];
  const input = useRef<HTMLInputElement>(null);
  const [error, setShownError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const setError = (message: string | undefined) => {
    setShownError(message);
    context?.onProblem?.(id, message);
  };

  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setError(undefined);
    const picked = Array.from(files);
    const problem = picked.map((f) => checkFile(f, kind)).find(Boolean);
    if (problem) return setError(problem);
    setBusy(true);
    try {
      const uploaded: string[] = [];
      for (const file of picked) {
        const form = new FormData();
        // `ui:options.uploadType` names a narrower server-side kind (e.g. claimDocument: PDF only), else by family.
        form.append('type', String(options.uploadType ?? (kind === 'pdf' ? 'document' : 'image')));
        form.append('file', file);
        if (!context?.upload) throw new Error('This form cannot upload files');
        uploaded.push(await context.upload(form));
      }
      onChange(multiple ? [...urls, ...uploaded] : uploaded[0]);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Box>
      <Typography variant="body2" component="label" htmlFor={id} sx={{ display: 'block', mb: 0.5 }}>
        {label}
        {required ? ' *' : ''}
      </Typography>
      <Stack direction="row" gap={1} alignItems="center" flexWrap="wrap">
        {urls.map((url) => (
          <Stack key={url} direction="row" alignItems="center" gap={0.5}>
            {kind === 'image' ? (
              <Box
                component="img"
                src={url}
                alt=""
                sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1 }}
              />
            ) : (
              <Link href={url} target="_blank" rel="noopener noreferrer">
                View
              </Link>
            )}
            {multiple && !readonly && (
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
          disabled={disabled || readonly || busy}
          onClick={() => input.current?.click()}
        >
          {busy ? 'Uploading…' : urls.length && !multiple ? 'Replace' : 'Upload'}
        </Button>
        <input
          id={id}
          ref={input}
          type="file"
          hidden
          accept={ACCEPT[kind]}
          multiple={multiple}
          onChange={(e) => upload(e.target.files)}
        />
      </Stack>
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
