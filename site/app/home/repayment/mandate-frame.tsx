import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef } from 'react';

import { type MandateResult, mandateResult } from '#client/repayment.ts';
import { MOBILE_QUERY } from '#site/theme/theme.ts';

/**
 * The provider's mandate page in a frame inside a modal (the simulator's; Razorpay's hosted page opens in a tab of its
 * own instead). Only the first message from this frame counts; closing the modal is a dismissal.
 */
export function MandateFrame({ url, onResult }: { url: string; onResult: (result: MandateResult) => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const answered = useRef(false);
  const fullScreen = useMediaQuery(MOBILE_QUERY);
  const finish = useRef(onResult);
  finish.current = onResult;
  const answer = (result: MandateResult) => {
    if (answered.current) return;
    answered.current = true;
    finish.current(result);
  };
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const result = mandateResult(event.data);
      if (result) answer(result);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return (
    <Dialog
      open
      onClose={() => answer({ event: 'dismissed' })}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="mandate-title"
    >
      <DialogTitle id="mandate-title" component="h2" sx={{ pr: 7, fontWeight: 800 }}>
        Repayment mandate
      </DialogTitle>
      <IconButton
        aria-label="Close the mandate"
        onClick={() => answer({ event: 'dismissed' })}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <Box sx={{ px: { xs: 0, sm: 2 }, pb: 2, flex: 1, display: 'flex' }}>
        <Box
          component="iframe"
          ref={frame}
          src={url}
          title="Secure mandate"
          data-testid="mandate-frame"
          sx={{ border: 0, width: '100%', minHeight: { xs: '70vh', sm: 520 }, flex: 1, bgcolor: '#FFFFFF' }}
        />
      </Box>
    </Dialog>
  );
}
