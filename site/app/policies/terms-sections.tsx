import { Link } from '@remix-run/react';

import { msg, type Translate } from '#engine/runtime/i18n/translator.ts';

import { ADDRESS, COMPANY, GRIEVANCE, SUPPORT } from './company.ts';
import type { PolicySection } from './policy-page.tsx';

export const termsIntro = (t: Translate) => (
  <p>
    {t(
      'These terms govern your use of nivaas.in and the Nivaas app, and the Nivaas rental bond offered by {company} (“Nivaas”). By creating an account, sharing your details or buying a bond you accept them. If you do not agree, please do not use the service.',
      { company: COMPANY },
    )}
  </p>
);

export const termsSections: PolicySection[] = [
  {
    id: 'service',
    heading: msg('The service'),
    body: (t: Translate) => (
      <p>
        {t(
          'Nivaas lists rental homes, co-living and PG rooms offered by landlords and property partners, and issues a rental bond: a guarantee given to the landlord in place of a cash security deposit. Nivaas is not the owner of listed properties and is not a party to your rental agreement; the landlord is responsible for the property and its description. Visits, shortlists and enquiries are free.',
        )}
      </p>
    ),
  },
  {
    id: 'eligibility',
    heading: msg('Eligibility and your account'),
    body: (t: Translate) => (
      <ul>
        <li>{t('You must be at least 18 years old and able to enter into a contract under Indian law.')}</li>
        <li>
          {t(
            'You must give true information. A bond is issued on the basis of your identity, income and credit checks; false information makes the bond voidable.',
          )}
        </li>
        <li>
          {t(
            'You are responsible for activity on your account. Verify your phone with the one-time password we send and do not share it.',
          )}
        </li>
      </ul>
    ),
  },
  {
    id: 'the-bond',
    heading: msg('The rental bond'),
    body: (t: Translate) => (
      <>
        <p>{t('A Nivaas bond guarantees the landlord, up to the bond amount, against:')}</p>
        <ul>
          <li>{t('unpaid rent;')}</li>
          <li>{t('breach of the notice or lock-in period, up to 2 times the value of the guarantee;')}</li>
          <li>{t('damage to the property beyond normal wear and tear;')}</li>
          <li>{t('unpaid utility and maintenance bills.')}</li>
        </ul>
        <p>
          {t(
            'The guarantee is at least 2 to 3 months’ rent as the product states. Its yearly fee is 6 to 9 percent of the guarantee value plus GST, shown before you pay. A bond starts on its effective date once the landlord accepts your request and the fee is paid, and runs for at least 12 months.',
          )}
        </p>
      </>
    ),
  },
  {
    id: 'renewal-transfer',
    heading: msg('Renewal and transfer'),
    body: (t: Translate) => (
      <p>
        {t(
          'An Active or Pending-Check-in bond can be renewed before it ends or transferred to another Nivaas property with the new landlord’s acceptance. A renewal or transfer needs no open claims, and the new guarantee runs for at least 12 months.',
        )}
      </p>
    ),
  },
  {
    id: 'cancellation',
    heading: msg('Cancellation and refunds'),
    body: (t: Translate) => (
      <p>
        {t(
          'You may cancel a bond within 72 hours of check-in. With the landlord’s approval the full bond fee is refunded to your Nivaas wallet within 5 days. After 72 hours, or if the landlord rejects the cancellation because of property damage or other issues, the fee is not refunded. The full rules are in our',
        )}{' '}
        <Link to="/cancellationpolicy">{t('Cancellation Policy')}</Link>.
      </p>
    ),
  },
  {
    id: 'claims',
    heading: msg('Claims and your obligation to repay'),
    body: (t: Translate) => (
      <>
        <p>
          {t(
            'A landlord may raise a claim with the move-in report, the rental agreement and proof of the amount due. We tell you about the claim and give you 7 days to pay the landlord directly or dispute it with evidence.',
          )}
        </p>
        <p>
          {t(
            'When Nivaas pays a valid claim to the landlord, you must repay Nivaas that amount within 15 days. Unpaid amounts may carry interest at 18 percent a year, may be recovered through lawful collection and may be reported to credit information companies. The bond is a guarantee for the landlord, not insurance for you.',
          )}
        </p>
      </>
    ),
  },
  {
    id: 'tenant-duties',
    heading: msg('Your duties as a tenant'),
    body: (t: Translate) => (
      <ul>
        <li>{t('Pay rent and bills on time and follow your rental agreement.')}</li>
        <li>
          {t(
            'Complete the move-in report within 3 days of check-in; without it, the landlord’s report is taken as the condition of the property.',
          )}
        </li>
        <li>
          {t(
            'Give the notice your agreement requires and hand the property back in the condition it was received, apart from normal wear and tear.',
          )}
        </li>
      </ul>
    ),
  },
  {
    id: 'landlords-partners',
    heading: msg('Landlords and partners'),
    body: (t: Translate) => (
      <p>
        {t(
          'Landlords and partners must list only properties they may let, describe them truthfully, accept or reject bond requests promptly, and raise claims only for amounts actually due, with evidence. Nivaas may remove a listing that is misleading or unavailable.',
        )}
      </p>
    ),
  },
  {
    id: 'tokens',
    heading: msg('Token amounts'),
    body: (t: Translate) => (
      <p>
        {t(
          'Some high-demand properties can be booked with a token of ₹3,000. The token is 100% refundable if you do not take a property through Nivaas; it is adjusted against your first payment if you do.',
        )}
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    heading: msg('Acceptable use'),
    body: (t: Translate) => (
      <p>
        {t(
          'Do not misuse the site: no automated scraping, false enquiries, attempts to bypass the bot check or security, or content that is unlawful or infringes others’ rights. We may suspend accounts that do.',
        )}
      </p>
    ),
  },
  {
    id: 'liability',
    heading: msg('Liability'),
    body: (t: Translate) => (
      <p>
        {t(
          'Nivaas’s liability under a bond is limited to the bond amount. Outside the bond, we are liable only for direct loss caused by our negligence, up to the fees you paid us in the 12 months before the claim. We are not liable for the condition of a property or for the conduct of a landlord, tenant or partner.',
        )}
      </p>
    ),
  },
  {
    id: 'law-disputes',
    heading: msg('Governing law and disputes'),
    body: (t: Translate) => (
      <p>
        {t('These terms are governed by the laws of India. Write first to our Grievance Officer, {name}, at', {
          name: GRIEVANCE.name,
        })}{' '}
        <a href={`mailto:${GRIEVANCE.email}`}>{GRIEVANCE.email}</a>{' '}
        {t(
          'or {address}. Disputes not resolved within 30 days go to arbitration by a sole arbitrator under the Arbitration and Conciliation Act, 1996, seated in Mumbai, and the courts of Mumbai have jurisdiction.',
          { address: ADDRESS },
        )}
      </p>
    ),
  },
  {
    id: 'contact',
    heading: msg('Contact'),
    body: (t: Translate) => (
      <p>
        {t('Questions about these terms:')} <a href={`mailto:${SUPPORT}`}>{SUPPORT}</a>.
      </p>
    ),
  },
];
