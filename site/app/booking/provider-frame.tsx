import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef } from 'react';

import { MOBILE_QUERY } from '../theme/theme.ts';

/** What a provider frame says of itself: its title, its close button's label, and the frame's own title and ids. */
export interface ProviderFrameText {
  /** The modal's heading. */
  title: string;
  /** The close button's accessible name ("Close the payment"). */
  closeLabel: string;
  /** The frame's title ("Secure checkout"). */
  frameTitle: string;
  /** Test ids and the heading's id: `<name>-modal`, `<name>-frame`, `<name>-title`. */
  name: string;
  minHeight: number;
}

/**
 * A payment provider's page (the checkout, a repayment mandate) in a frame inside a modal, as Razorpay shows its own.
 * Only a message from this frame (same origin, from its window) that `read` recognises counts, and only the first;
 * closing the modal is `dismissed`.
 */
export function ProviderFrame<R>({
  url,
  text,
  read,
  dismissed,
  onResult,
}: {
  url: string;
  text: ProviderFrameText;
  read: (data: unknown) => R | undefined;
  dismissed: R;
  onResult: (result: R) => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const answered = useRef(false);
  const fullScreen = useMediaQuery(MOBILE_QUERY);
  const finish = useRef(onResult);
  finish.current = onResult;
  const reader = useRef(read);
  reader.current = read;
  const answer = (result: R) => {
    if (answered.current) return;
    answered.current = true;
    finish.current(result);
  };
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !frame.current || event.source !== frame.current.contentWindow)
        return;
      const result = reader.current(event.data);
      if (result) answer(result);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
    // `answer` reads only refs: the listener is added once per frame.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Dialog
      open
      onClose={() => answer(dismissed)}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={`${text.name}-title`}
      data-testid={`${text.name}-modal`}
    >
      <DialogTitle id={`${text.name}-title`} component="h2" sx={{ pr: 7, fontWeight: 800 }}>
        {text.title}
      </DialogTitle>
      <IconButton
        aria-label={text.closeLabel}
        onClick={() => answer(dismissed)}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <Box sx={{ px: { xs: 0, sm: 2 }, pb: 2, flex: 1, display: 'flex' }}>
        <Box
          component="iframe"
          ref={frame}
          src={url}
          title={text.frameTitle}
          data-testid={`${text.name}-frame`}
          sx={{
            border: 0,
            width: '100%',
            minHeight: { xs: '70vh', sm: text.minHeight },
            flex: 1,
            borderRadius: { sm: 1 },
            bgcolor: '#FFFFFF',
          }}
        />
      </Box>
    </Dialog>
  );
}
