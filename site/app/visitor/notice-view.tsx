import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Snackbar from '@mui/material/Snackbar';
import { Link as RemixLink } from '@remix-run/react';
import { useRef } from 'react';

import { useT } from '#forms/i18n.tsx';

export interface Notice {
  severity: 'success' | 'error' | 'info';
  title: string;
  text?: string;
  /** A link under the text (the account, the scheduled-visits tab). */
  link?: { to: string; label: string };
}

/**
 * A notification at the bottom of the screen (MUI Snackbar): the visitor flows' success notices (shortlisted,
 * visit scheduled: they stay until dismissed, spec 000 §9) and their errors. Loaded with the flows, never on
 * first paint.
 */
export default function NoticeView({
  notice,
  onClose,
  autoHideMs = null,
}: {
  notice: Notice | undefined;
  onClose: () => void;
  autoHideMs?: number | null;
}) {
  const t = useT();
  // The last notice stays rendered while the snackbar slides away.
  const last = useRef<Notice>();
  if (notice) last.current = notice;
  const shown = notice ?? last.current;
  return (
    <Snackbar
      open={Boolean(notice)}
      autoHideDuration={autoHideMs}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      // Bottom left: clear of the header, the heart beside the breadcrumb and the booking side card.
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    >
      {shown ? (
        <Alert
          severity={shown.severity}
          variant="standard"
          role={shown.severity === 'error' ? 'alert' : 'status'}
          onClose={onClose}
          data-testid="visitor-notice"
          sx={{
            width: '100%',
            maxWidth: 420,
            boxShadow: 6,
            border: '1px solid',
            borderColor: 'divider',
            '& .MuiAlert-message': { minWidth: 0 },
          }}
        >
          <AlertTitle sx={{ fontWeight: 700, mb: shown.text || shown.link ? 0.5 : 0 }}>{t(shown.title)}</AlertTitle>
          {shown.text ? <div>{t(shown.text)}</div> : null}
          {shown.link ? (
            <Link
              component={RemixLink}
              to={shown.link.to}
              underline="always"
              sx={{ display: 'inline-block', mt: 0.5, fontWeight: 700, color: 'primary.dark' }}
              onClick={onClose}
            >
              {t(shown.link.label)}
            </Link>
          ) : null}
        </Alert>
      ) : (
        <span />
      )}
    </Snackbar>
  );
}
