import { OFFICE, SUPPORT_EMAIL } from '../layout/contact-details.ts';

/** The consent the landing lead popup asks for (pre-ticked, not enforced; spec 000 §5). */
export function ConsentText() {
  return (
    <>
      <p>
        By sharing your details you allow {OFFICE.name} (Nivaas) and the property partners listed on Nivaas to contact
        you about your rental enquiry by phone call, SMS, WhatsApp and e-mail, even if your number is registered on the
        National Do Not Call (NCPR/DND) registry.
      </p>
      <p>
        We use your name, phone number, e-mail address, preferred city and locality only to suggest properties, arrange
        visits and explain the Nivaas rental bond. We do not sell your details. Partners receive only what they need to
        answer your enquiry.
      </p>
      <p>
        You can withdraw this consent at any time by writing to {SUPPORT_EMAIL} or by replying STOP to any of our
        messages; we then stop contacting you within 7 working days. Our Privacy Policy (
        <a href="/privacy">nivaas.in/privacy</a>) explains how long we keep your details and your rights over them.
      </p>
    </>
  );
}
