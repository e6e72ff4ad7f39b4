import { useT } from '#forms/i18n.tsx';

import { OFFICE, SUPPORT_EMAIL } from '../layout/contact-details.ts';

/** The consent the landing lead popup asks for (pre-ticked, not enforced; spec 000 §5). */
export function ConsentText() {
  const t = useT();
  const [beforeLink, afterLink = ''] = t(
    'You can withdraw this consent at any time by writing to {email} or by replying STOP to any of our messages; we then stop contacting you within 7 working days. Our Privacy Policy ({link}) explains how long we keep your details and your rights over them.',
    { email: SUPPORT_EMAIL },
  ).split('{link}');
  return (
    <>
      <p>
        {t(
          'By sharing your details you allow {company} (Nivaas) and the property partners listed on Nivaas to contact you about your rental enquiry by phone call, SMS, WhatsApp and e-mail, even if your number is registered on the National Do Not Call (NCPR/DND) registry.',
          { company: OFFICE.name },
        )}
      </p>
      <p>
        {t(
          'We use your name, phone number, e-mail address, preferred city and locality only to suggest properties, arrange visits and explain the Nivaas rental bond. We do not sell your details. Partners receive only what they need to answer your enquiry.',
        )}
      </p>
      <p>
        {beforeLink}
        <a href="/privacy">nivaas.in/privacy</a>
        {afterLink}
      </p>
    </>
  );
}
