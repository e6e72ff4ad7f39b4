import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';

import type { MandateResult, Repayment } from '#client/repayment.ts';
import { splitPaise } from '#domain/claims/instalments.ts';
import { shownDate } from '#domain/format/dates.ts';
import { shownEnum } from '#domain/format/labels.ts';
import { rupeesWithPaise } from '#domain/format/money.ts';
import type { Translate } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';
import { siteCall } from '#site/account/site-call.ts';

import { MandateFrame } from './mandate-frame.tsx';

/** One repayment call through the site's resource route (the browser holds no token, decision 025). */
const call = <T,>(step: string, body: Record<string, unknown>) => siteCall<T>('/home/repayment', step, body);

/** How a count reads with its amounts: "At once: ₹9,000.00", "6 monthly instalments of ₹1,500.00". */
function choiceText(amount: number, count: number, t: Translate): string {
  if (count === 1) return t('At once: {amount}', { amount: rupeesWithPaise(amount) });
  const parts = splitPaise(Math.round(amount * 100), count);
  const each = rupeesWithPaise(parts[count - 1] / 100);
  const first =
    parts[0] === parts[count - 1] ? '' : t(' (the first {amount})', { amount: rupeesWithPaise(parts[0] / 100) });
  return t('{instalments} of {each}', { instalments: t(shownEnum('instalmentCount', String(count))), each }) + first;
}

/**
 * The tenant's repayment of a claim (decision 056), in the claim's drawer on /home/claims: what they owe, the choice of
 * paying at once or in monthly instalments (no interest), the mandate on the provider's page, then the schedule with
 * each instalment's status, a failed one's retry, and the wallet entries the paid ones wrote. Nothing for a landlord.
 */
export function RepaymentPanel({ claimId }: { claimId: string }) {
  const t = useT();
  const [repayment, setRepayment] = useState<Repayment>();
  const [count, setCount] = useState(6);
  const [mandate, setMandate] = useState<string>();
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const load = useCallback(async () => {
    const answer = await call<Repayment>('view', { claimId });
    if (answer.ok) setRepayment(answer.data);
  }, [claimId]);
  useEffect(() => void load(), [load]);

  const open = async (step: 'choose' | 'mandate' | 'retry', body: Record<string, unknown>) => {
    setBusy(true);
    setMessage(undefined);
    const answer = await call<{ mandateUrl?: string }>(step, body);
    setBusy(false);
    if (!answer.ok) return setMessage(answer.message);
    await load();
    const link = answer.data.mandateUrl;
    if (link?.startsWith('/')) setMandate(link);
    else if (link) window.open(link, '_blank', 'noopener');
  };
  const onResult = async (result: MandateResult) => {
    setMandate(undefined);
    if (result.event === 'mandate.authorised' && repayment?.plan) {
      const answer = await call('authorise', { planId: repayment.plan.id, ...result.response });
      if (!answer.ok) setMessage(answer.message);
    }
    await load();
  };

  if (!repayment || (!repayment.plan && !repayment.mayChoose)) return null;
  const plan = repayment.plan;
  const failed = plan?.instalments.some((i) => i.status === 'failed' || i.status === 'missed');
  return (
    <Box component="section" aria-labelledby="repayment-title" data-testid="repayment-panel" sx={{ mt: 3 }}>
      <Typography id="repayment-title" variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {t('Repayment')}
      </Typography>
      {message && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {t(message)}
        </Alert>
      )}
      {!plan ? (
        <>
          <Typography sx={{ mb: 1 }}>
            {t('You repay')} <strong>{rupeesWithPaise(repayment.amountToRecover)}</strong>{' '}
            {t('on this claim. Pay at once or in monthly instalments, without interest.')}
          </Typography>
          <RadioGroup
            aria-label={t('How to repay')}
            value={String(count)}
            onChange={(e) => setCount(Number(e.target.value))}
          >
            {repayment.counts.map((c) => (
              <FormControlLabel
                key={c}
                value={String(c)}
                control={<Radio />}
                label={choiceText(repayment.amountToRecover, c, t)}
              />
            ))}
          </RadioGroup>
          <Button variant="contained" disabled={busy} sx={{ mt: 1 }} onClick={() => open('choose', { claimId, count })}>
            {t('Continue to the mandate')}
          </Button>
        </>
      ) : (
        <>
          <Typography sx={{ mb: 1 }}>
            {t('{instalments}, {amount} in all', {
              instalments: t(shownEnum('instalmentCount', String(plan.count))),
              amount: rupeesWithPaise(plan.amount),
            })}
            {plan.startDate ? t(', monthly from {date}', { date: shownDate(plan.startDate) }) : ''}:{' '}
            <strong>{t(shownEnum('repaymentPlan.status', plan.status))}</strong>
          </Typography>
          {plan.missed && (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {t('An instalment was missed. Our team will contact you; you can still pay it.')}
            </Alert>
          )}
          <Table size="small" aria-label={t('Instalments')}>
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                <TableCell>{t('Due')}</TableCell>
                <TableCell align="right">{t('Amount')}</TableCell>
                <TableCell>{t('Status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {plan.instalments.map((i) => (
                <TableRow key={i.number} data-testid={`instalment-${i.number}`}>
                  <TableCell>{i.number}</TableCell>
                  <TableCell>{shownDate(i.dueDate)}</TableCell>
                  <TableCell align="right">{rupeesWithPaise(i.amount)}</TableCell>
                  <TableCell>
                    {t(shownEnum('repaymentPlan.instalment.status', i.status))}
                    {(i.attempts ?? 0) > 1 && t(' after {count} attempts', { count: i.attempts ?? 0 })}
                    {i.status !== 'paid' && i.failure && (
                      <Typography component="span" sx={{ display: 'block', fontSize: 13, color: 'text.secondary' }}>
                        {t(i.failure)}
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
            {plan.status === 'awaiting-mandate' && (
              <Button variant="contained" disabled={busy} onClick={() => open('mandate', { planId: plan.id })}>
                {t('Authorise the mandate')}
              </Button>
            )}
            {failed && (
              <Button variant="contained" disabled={busy} onClick={() => open('retry', { planId: plan.id })}>
                {t('Retry the failed instalment now')}
              </Button>
            )}
            {plan.status === 'active' && !failed && (
              <Button disabled={busy} onClick={() => open('mandate', { planId: plan.id })}>
                {t('Open the mandate')}
              </Button>
            )}
          </Box>
          {repayment.entries.length > 0 && (
            <Box sx={{ mt: 2 }}>
              <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{t('Wallet entries')}</Typography>
              <Box component="ul" aria-label={t('Wallet entries')} sx={{ m: 0, pl: 2.5, fontSize: 14 }}>
                {repayment.entries.map((e) => (
                  <li key={e.id}>
                    {shownDate(e.createdAt)} · {t(shownEnum('walletEntry.reason', e.reason))} ·{' '}
                    {rupeesWithPaise(e.amount)} · {e.referenceId}
                  </li>
                ))}
              </Box>
            </Box>
          )}
        </>
      )}
      {mandate && <MandateFrame url={mandate} onResult={onResult} />}
    </Box>
  );
}
