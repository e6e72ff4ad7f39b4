import { msg, type Translate } from '#engine/runtime/i18n/translator.ts';

import { ADDRESS, COMPANY, GRIEVANCE, PHONE, SUPPORT } from './company.ts';
import type { PolicySection } from './policy-page.tsx';

export const privacyIntro = (t: Translate) => (
  <p>
    {t(
      '{company} (“Nivaas”, “we”, “us”) runs nivaas.in, the Nivaas app and the rental bond that replaces a cash security deposit. This policy explains what personal data we collect from tenants, landlords, property partners, corporate contacts and visitors, why we use it, with whom we share it and the rights you have under the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000 and its rules.',
      { company: COMPANY },
    )}
  </p>
);

export const privacySections: PolicySection[] = [
  {
    id: 'data-we-collect',
    heading: msg('Data we collect'),
    body: (t: Translate) => (
      <>
        <p>
          {t(
            'We collect only what we need to show you homes, issue and service a rental bond, and meet our legal duties:',
          )}
        </p>
        <ul>
          <li>
            <strong>{t('Contact details')}</strong>
            {t(
              ': name, mobile number, e-mail address, preferred city and locality, and the messages you send us through our forms.',
            )}
          </li>
          <li>
            <strong>{t('Identity and KYC')}</strong>
            {t(
              ': PAN, Aadhaar (masked, with your consent, only for offline verification), date of birth, gender, photograph and address proof.',
            )}
          </li>
          <li>
            <strong>{t('Eligibility information')}</strong>
            {t(
              ': occupation, employer, monthly and additional income, work e-mail, offer letter or salary slips, and your credit report and score.',
            )}
          </li>
          <li>
            <strong>{t('Tenancy details')}</strong>
            {t(
              ': the property, rent, lease and lock-in dates, move-in and move-out inspection reports with photos, co-applicants you add, and claims raised by a landlord.',
            )}
          </li>
          <li>
            <strong>{t('Payments')}</strong>
            {t(
              ': bond fees, token amounts, wallet balances and refunds. Card and bank details are entered with our payment provider and never stored by us.',
            )}
          </li>
          <li>
            <strong>{t('Landlords and partners')}</strong>
            {t(
              ': name, contact details, property details and photos, bank account for claim settlement and GST details where applicable.',
            )}
          </li>
          <li>
            <strong>{t('Usage data')}</strong>
            {t(
              ': pages visited, the campaign or source that brought you to us (utm_source), device and browser type, IP address and a bot-check score that protects our forms from spam.',
            )}
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'purposes',
    heading: msg('Why we use it'),
    body: (t: Translate) => (
      <ul>
        <li>{t('To answer your enquiry, suggest properties, arrange visits and call you back when you ask us to.')}</li>
        <li>
          {t('To check your eligibility and decide the bond amount, which needs identity checks and a credit report.')}
        </li>
        <li>
          {t(
            'To issue, renew, transfer, cancel and release bonds, process payments and refunds, and settle valid claims.',
          )}
        </li>
        <li>{t('To recover amounts we paid to a landlord under your bond, as the bond terms allow.')}</li>
        <li>{t('To prevent fraud and misuse, including the bot check on our public forms.')}</li>
        <li>
          {t(
            'To send service messages by SMS, WhatsApp, e-mail or phone, and marketing messages only where you agreed to them.',
          )}
        </li>
        <li>
          {t(
            'To meet our obligations under Indian law, including tax, accounting and lawful requests from authorities.',
          )}
        </li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    heading: msg('Who we share it with'),
    body: (t: Translate) => (
      <>
        <p>{t('We do not sell your personal data. We share it only as follows:')}</p>
        <ul>
          <li>
            <strong>{t('Landlords and property partners')}</strong>
            {t(
              ': when you request a bond, schedule a visit or book a property, the landlord or operator sees your name, contact details, the bond status and amount, and your move-in report. They do not see your income documents or credit report.',
            )}
          </li>
          <li>
            <strong>{t('Credit information companies')}</strong>
            {t(
              ': we request your credit report from credit bureaus licensed by the Reserve Bank of India (such as TransUnion CIBIL, Experian, Equifax and CRIF High Mark) with your consent, and we may report unpaid amounts recovered under a bond as the law permits.',
            )}
          </li>
          <li>
            <strong>{t('Your employer')}</strong>
            {t(
              ': only if you came to us through a corporate partnership, and only the fact that you use a Nivaas bond.',
            )}
          </li>
          <li>
            <strong>{t('Service providers')}</strong>{' '}
            {t(
              'who process data for us under contract: payment gateways, SMS and e-mail providers, cloud hosting in India, identity-verification and bot-check providers.',
            )}
          </li>
          <li>
            <strong>{t('Insurers and surety partners')}</strong>{' '}
            {t('who back the guarantee, for underwriting and claims.')}
          </li>
          <li>
            <strong>{t('Authorities')}</strong>{' '}
            {t('when the law requires it, and professional advisers or a buyer of our business under confidentiality.')}
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    heading: msg('How long we keep it'),
    body: (t: Translate) => (
      <ul>
        <li>{t('Enquiries from visitors who never take a bond: 24 months after the last contact, then deleted.')}</li>
        <li>
          {t('Bond, payment and claim records: 8 years after the bond ends, as tax and accounting laws require.')}
        </li>
        <li>{t('KYC documents: 5 years after the relationship ends, or longer while a claim or dispute is open.')}</li>
        <li>{t('Usage and security logs: up to 180 days.')}</li>
      </ul>
    ),
  },
  {
    id: 'security',
    heading: msg('How we protect it'),
    body: (t: Translate) => (
      <p>
        {t(
          'Data is encrypted in transit and at rest and stored on servers in India. Access is limited to staff who need it for their role, and every access to a tenant’s documents is logged. Sessions use secure cookies; one-time passwords are stored only as a hash and expire in 10 minutes. If a breach affects your data we will inform you and the Data Protection Board of India as the law requires.',
        )}
      </p>
    ),
  },
  {
    id: 'your-rights',
    heading: msg('Your rights'),
    body: (t: Translate) => (
      <>
        <p>{t('You may at any time:')}</p>
        <ul>
          <li>{t('ask for a summary of the personal data we hold about you and the processing we do;')}</li>
          <li>{t('correct, complete or update your data (name and phone can be edited in My Account);')}</li>
          <li>
            {t(
              'withdraw a consent you gave, for example for marketing or a credit check, without affecting earlier processing;',
            )}
          </li>
          <li>
            {t(
              'ask us to erase data we no longer need, except where we must keep it by law or for an open bond or claim;',
            )}
          </li>
          <li>{t('nominate a person to exercise these rights if you die or become incapable;')}</li>
          <li>
            {t('complain to our Grievance Officer and, if not satisfied, to the Data Protection Board of India.')}
          </li>
        </ul>
        <p>
          {t('Write to')} <a href={`mailto:${SUPPORT}`}>{SUPPORT}</a>{' '}
          {t('from your registered e-mail address; we answer within 30 days.')}
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    heading: msg('Cookies and browser storage'),
    body: (t: Translate) => (
      <p>
        {t(
          'We use a session cookie to keep you signed in and browser storage to remember your chosen city, accommodation type, the campaign that brought you and the details you shared, so you do not type them again. We do not store passwords or access tokens in browser storage. Clearing your browser data removes them.',
        )}
      </p>
    ),
  },
  {
    id: 'grievance-officer',
    heading: msg('Grievance Officer'),
    body: (t: Translate) => (
      <>
        <p>
          {GRIEVANCE.name}, {GRIEVANCE.title}
          <br />
          {ADDRESS}
          <br />
          {t('E-mail:')} <a href={`mailto:${GRIEVANCE.email}`}>{GRIEVANCE.email}</a>{' '}
          {t('· Phone: {phone} (Monday to Saturday, 9:30 am to 7:00 pm IST)', { phone: PHONE })}
        </p>
        <p>{t('We acknowledge a grievance within 48 hours and resolve it within 30 days of receipt.')}</p>
      </>
    ),
  },
  {
    id: 'changes',
    heading: msg('Changes to this policy'),
    body: (t: Translate) => (
      <p>
        {t(
          'We will post any change on this page with a new date, and tell registered users by e-mail at least 7 days before a material change takes effect.',
        )}
      </p>
    ),
  },
];
