import { Link } from '@remix-run/react';

import { msg, type Translate } from '#engine/runtime/i18n/translator.ts';
import { messages } from '#generated/messages.ts';

import { GRIEVANCE, PHONE, SUPPORT } from './company.ts';
import type { PolicySection } from './policy-page.tsx';

export const cancellationIntro = (t: Translate) => (
  <p>
    {t(
      'You can cancel a Nivaas rental bond within 72 hours of check-in and get the full bond fee back in your Nivaas wallet within 5 days, once your landlord approves the cancellation. This page explains how.',
    )}
  </p>
);

export const cancellationSections: PolicySection[] = [
  {
    id: 'the-72-hour-rule',
    heading: msg('The 72-hour rule'),
    body: (t: Translate) => (
      <ul>
        <li>
          {t(
            'A bond cancelled within 72 hours of check-in is refunded in full to your Nivaas wallet within 5 days, with the landlord’s approval.',
          )}
        </li>
        <li>{t('The 72 hours start at the check-in date and time recorded on your bond.')}</li>
        <li>
          {t(
            'After 72 hours a bond cannot be cancelled for a refund; it stays in force until it ends, is released by the landlord or is transferred.',
          )}
        </li>
      </ul>
    ),
  },
  {
    id: 'how-to-cancel',
    heading: msg('How to cancel'),
    body: (t: Translate) => (
      <ol>
        <li>{t('Sign in and open your bond on the dashboard.')}</li>
        <li>{t('Choose Cancel Bond, give a reason and accept the terms. The request is sent to your landlord.')}</li>
        <li>
          {t(
            'The landlord accepts or rejects the request in their account. We tell you the outcome by e-mail and SMS.',
          )}
        </li>
      </ol>
    ),
  },
  {
    id: 'landlord-approval',
    heading: msg('Landlord approval'),
    body: (t: Translate) => (
      <>
        <p>
          {t('The landlord must approve the cancellation, because the bond protects them from the day you move in.')}
        </p>
        <p>{t(messages.account.cancelRejectWarning)}</p>
      </>
    ),
  },
  {
    id: 'refunds',
    heading: msg('Refunds'),
    body: (t: Translate) => (
      <ul>
        <li>{t('The refund covers the full bond fee you paid, including GST.')}</li>
        <li>
          {t(
            'It is credited to your Nivaas wallet within 5 days of the landlord’s approval. You can use the wallet for a new bond, or ask support to transfer the balance to your bank account.',
          )}
        </li>
        <li>
          {t(
            'A refundable token of ₹3,000 paid to book a property is refunded to the original payment method within 7 working days if you do not take a property through Nivaas.',
          )}
        </li>
      </ul>
    ),
  },
  {
    id: 'not-refundable',
    heading: msg('When no refund is due'),
    body: (t: Translate) => (
      <ul>
        <li>{t('The cancellation is requested more than 72 hours after check-in.')}</li>
        <li>{t('The landlord rejects the cancellation because of property damage or other issues.')}</li>
        <li>{t('A claim has been raised on the bond.')}</li>
        <li>{t('The bond was renewed or transferred (the new bond keeps the earlier payment).')}</li>
      </ul>
    ),
  },
  {
    id: 'after-cancellation',
    heading: msg('After cancellation'),
    body: (t: Translate) => (
      <p>
        {t(
          'A cancelled bond no longer protects the landlord, and your landlord may ask for a deposit. You can request a new bond at any time. See our',
        )}{' '}
        <Link to="/terms">{t('Terms of Use')}</Link> {t('for the rest of the bond’s rules.')}
      </p>
    ),
  },
  {
    id: 'help',
    heading: msg('Help'),
    body: (t: Translate) => (
      <p>
        {t('Write to')} <a href={`mailto:${SUPPORT}`}>{SUPPORT}</a> {t('or call {phone}.', { phone: PHONE })}{' '}
        {t('If your refund is late, contact our Grievance Officer at')}{' '}
        <a href={`mailto:${GRIEVANCE.email}`}>{GRIEVANCE.email}</a>.
      </p>
    ),
  },
];
