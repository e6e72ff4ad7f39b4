import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFetcher } from '@remix-run/react';
import { useState } from 'react';

import { responseErrors } from '#domain/claims/response.ts';
import { shownDate } from '#domain/format/dates.ts';
import { rupeesWithPaise } from '#domain/format/money.ts';
import { ACCEPT, checkFile, type UploadKind } from '#engine/runtime/forms/file-check.ts';
import { msg } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';
import type { Claim, ClaimLineResponse } from '#generated/types/claim.ts';
import type { AccountAnswer } from '#site/account/api-answer.ts';

type Answer = Partial<ClaimLineResponse> & { line: number };
const words = messages.claimTimeline;
/** The files a tenant adds to an answer, as the landlord's evidence takes them: pictures, videos and PDF documents. */
const FILES: { field: 'images' | 'videos' | 'docs'; kind: UploadKind; label: string; max: number }[] = [
  { field: 'images', kind: 'image', label: msg('Add pictures (png or jpg, under 2 MB)'), max: 5 },
  { field: 'videos', kind: 'video', label: msg('Add videos (mp4 or avi, under 40 MB)'), max: 3 },
  { field: 'docs', kind: 'pdf', label: msg('Add documents (pdf)'), max: 3 },
];

async function upload(file: File, kind: UploadKind): Promise<string> {
  const problem = checkFile(file, kind);
  if (problem) throw new Error(problem);
  const form = new FormData();
  form.append('type', kind === 'image' ? 'images' : kind === 'video' ? 'video' : 'claimdocument');
  form.append('file', file);
  const res = await fetch('/home/upload', { method: 'POST', body: form });
  const answer = (await res.json().catch(() => ({}))) as { url?: string; message?: string };
  if (!res.ok || !answer.url) throw new Error(answer.message ?? messages.lead.errorUnknown);
  return answer.url;
}

/**
 * The tenant's answer to a claim (issue 34), free, within the response window: each charge accepted or disputed, a
 * dispute with why and, if they like, pictures and PDFs (uploaded through the account's upload route, the API's
 * checks). Checked here by the rule the server asks (responseErrors), sent to POST /home/claims {intent: respond}.
 */
export function ClaimAnswer({ claim }: { claim: Claim & { id: string } }) {
  const t = useT();
  const fetcher = useFetcher<AccountAnswer>({ key: `answer-${claim.id}` });
  const [answers, setAnswers] = useState<Answer[]>(() => claim.claims.map((_, line) => ({ line })));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const set = (line: number, patch: Partial<Answer>) =>
    setAnswers((all) => all.map((a) => (a.line === line ? { ...a, ...patch } : a)));
  const served = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  const shown = { ...(served?.errors ?? {}), ...errors };
  const submit = () => {
    const given = answers.filter((a): a is ClaimLineResponse => !!a.answer);
    const found = responseErrors(claim, given);
    setErrors(found);
    if (Object.keys(found).length) return;
    fetcher.submit({ intent: 'respond', id: claim.id, responses: given } as never, {
      method: 'post',
      action: '/home/claims',
      encType: 'application/json',
    });
  };
  const addFiles = async (a: Answer, field: 'images' | 'videos' | 'docs', kind: UploadKind, files: FileList | null) => {
    if (!files?.length) return;
    setUploading(true);
    try {
      const urls = await Promise.all([...files].map((f) => upload(f, kind)));
      set(a.line, { [field]: [...(a[field] ?? []), ...urls] });
      setErrors(({ [`responses.${a.line}.files`]: _, ...rest }) => rest);
    } catch (e) {
      setErrors((all) => ({ ...all, [`responses.${a.line}.files`]: (e as Error).message }));
    } finally {
      setUploading(false);
    }
  };
  return (
    <Box component="section" aria-labelledby={`answer-${claim.id}`} data-testid="claim-answer" sx={{ mb: 2 }}>
      <Typography id={`answer-${claim.id}`} variant="h6" component="h3" sx={{ fontSize: 16, fontWeight: 700 }}>
        {t(words.respondTitle)}
      </Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: 14, mb: 1.5 }}>
        {t(words.respondHelp, { date: shownDate(claim.respondBy) })}
      </Typography>
      {served && !served.errors && (
        <Alert severity="error" role="alert" sx={{ mb: 1.5 }}>
          {t(served.message)}
        </Alert>
      )}
      {shown.responses && (
        <Alert severity="error" role="alert" sx={{ mb: 1.5 }}>
          {t(shown.responses)}
        </Alert>
      )}
      {claim.claims.map((line, i) => {
        const a = answers[i];
        return (
          <Box
            key={i}
            data-testid="answer-line"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1.5, p: 2, mb: 1.5 }}
          >
            <Typography sx={{ fontWeight: 700 }}>
              {t(line.type)}: {rupeesWithPaise(line.claimAmount)}
            </Typography>
            <RadioGroup
              row
              aria-label={t('Your answer to {charge}', { charge: t(line.type) })}
              value={a.answer ?? ''}
              onChange={(e) => set(i, { answer: e.target.value as Answer['answer'] })}
            >
              <FormControlLabel value="accepted" control={<Radio />} label={t('I accept')} />
              <FormControlLabel value="disputed" control={<Radio />} label={t('I dispute')} />
            </RadioGroup>
            {a.answer === 'disputed' && (
              <>
                <TextField
                  label={t('Why you dispute it')}
                  multiline
                  minRows={2}
                  fullWidth
                  value={a.note ?? ''}
                  inputProps={{ maxLength: 400 }}
                  onChange={(e) => set(i, { note: e.target.value })}
                  error={!!shown[`responses.${i}.note`]}
                  helperText={shown[`responses.${i}.note`] && t(shown[`responses.${i}.note`])}
                  sx={{ mb: 1 }}
                />
                {FILES.map(({ field, kind, label, max }) => (
                  <Box key={field} sx={{ mb: 0.5 }}>
                    <Button component="label" size="small" disabled={uploading || (a[field]?.length ?? 0) >= max}>
                      {t(label)}
                      <input
                        hidden
                        type="file"
                        multiple
                        accept={ACCEPT[kind]}
                        aria-label={t('{action} for {charge}', { action: t(label), charge: t(line.type) })}
                        onChange={(e) => void addFiles(a, field, kind, e.target.files)}
                      />
                    </Button>
                    {(a[field] ?? []).map((url, n) => (
                      <Typography key={url} component="span" sx={{ fontSize: 13, ml: 1 }} data-testid="answer-file">
                        {kind === 'image' ? t('Picture {n}', { n: n + 1 }) : t('Document {n}', { n: n + 1 })}
                      </Typography>
                    ))}
                  </Box>
                ))}
                {shown[`responses.${i}.files`] && (
                  <Typography role="alert" sx={{ color: 'error.main', fontSize: 13 }}>
                    {t(shown[`responses.${i}.files`])}
                  </Typography>
                )}
              </>
            )}
          </Box>
        );
      })}
      <Button variant="contained" onClick={submit} disabled={uploading || fetcher.state !== 'idle'}>
        {fetcher.state !== 'idle' ? t('Sending…') : t(words.respondSend)}
      </Button>
    </Box>
  );
}
