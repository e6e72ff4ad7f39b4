import type { SeedRow } from './seed-context.ts';

type Faq = Pick<SeedRow<'faq'>, 'title' | 'description' | 'audience' | 'group'>;

/** The /faqs page: one tab per audience (tenant first), answers consistent with the specification. */
export const FAQS: Faq[] = [
  {
    audience: 'tenant',
    group: 'Tenants',
    title: 'What is a Nivaas bond?',
    description:
      "A Nivaas bond is a rental guarantee that replaces the cash security deposit. Instead of paying two or three months' rent upfront, you pay a yearly fee, and your landlord is protected against unpaid rent, a notice or lock-in breach, damage beyond normal wear and tear, and unpaid utility and maintenance bills.",
  },
  {
    audience: 'tenant',
    group: 'Tenants',
    title: 'How much does a bond cost?',
    description:
      'The fee is 6-9% a year of the guarantee value. For a rent of ₹15,000 and a guarantee of three months (₹45,000) you pay between ₹2,700 and ₹4,050 a year instead of locking up ₹45,000 as a deposit. Women tenants get an extra discount on most products.',
  },
  {
    audience: 'tenant',
    group: 'Tenants',
    title: 'How large is the guarantee?',
    description:
      "The minimum guarantee is 2-3 months' rent, depending on the product and the property. Some products let you choose a higher value, up to your maximum bond eligibility.",
  },
  {
    audience: 'tenant',
    group: 'Tenants',
    title: 'Am I eligible?',
    description:
      'Register, complete your profile and verify your phone, Aadhaar and work e-mail (or upload your offer letter if you are yet to join). We check your identity, income and credit history. Students and tenants with a low income can add a co-applicant, such as a parent, whose income counts too.',
  },
  {
    audience: 'tenant',
    group: 'Tenants',
    title: 'Can I cancel my bond?',
    description:
      'Yes. If you cancel within 72 hours of check-in and your landlord approves, the full fee is refunded to your Nivaas wallet within 5 days. If the landlord rejects the cancellation because of damage to the property or other issues, the bond fee is not refunded.',
  },
  {
    audience: 'tenant',
    group: 'Tenants',
    title: 'Can I transfer or renew my bond?',
    description:
      "You can transfer your bond to a new property or renew it when it has no open claims. The new property's landlord accepts the transfer, and a new guarantee always runs for at least 12 months.",
  },
  {
    audience: 'tenant',
    group: 'Tenants',
    title: 'Why should I fill the move-in report?',
    description:
      'The move-in report lists every item in every room with its count and condition. Your landlord reviews it, so both of you agree on the state of the property at check-in and damage claims at move-out are fair.',
  },
  {
    audience: 'tenant',
    group: 'Surety guarantee',
    title: 'Is the bond insurance for me?',
    description:
      'No. The bond is a surety guarantee that protects your landlord. If the landlord makes a valid claim, it is paid under the bond and then recovered from you, so you remain responsible for your rent and the property.',
  },
  {
    audience: 'tenant',
    group: 'Surety guarantee',
    title: 'What happens when my landlord raises a claim?',
    description:
      'Our team checks each claim line against your agreement, bills and the move-in report, and pays the landlord up to the eligible amount of the bond. You are informed at once and must clear the dues immediately; call our support line if you disagree with a claim.',
  },
  {
    audience: 'landlord',
    group: 'Surety guarantee',
    title: 'Why accept a Nivaas bond instead of a deposit?',
    description:
      'Tenants move in faster when they do not need a large deposit, and every bonded tenant has been credit-checked. The bond covers unpaid rent, notice or lock-in breach, property damage and unpaid utilities, up to the bond value.',
  },
  {
    audience: 'landlord',
    group: 'Surety guarantee',
    title: 'How do I raise a claim?',
    description:
      'Open the tenant in your tenant list and choose Raise a Claim (available while the bond is Active). Add one line per coverage with the period and amount, and attach photos for visible damage, videos for functional damage and the repair invoice. You can follow the status of each line: approved, authorized, on hold or rejected.',
  },
  {
    audience: 'landlord',
    group: 'Surety guarantee',
    title: 'Can I release a bond when my tenant leaves?',
    description:
      'Yes. When the tenant has checked out and nothing is owed, release the bond from the bond details. Released bonds cannot be claimed on.',
  },
  {
    audience: 'landlord',
    group: 'Rent-O-Cash',
    title: 'What is Rent-O-Cash?',
    description:
      "Rent-O-Cash is our programme for landlords whose tenants hold an Active Nivaas bond: receive several months' rent in advance and repay it from the monthly rent. Ask your relationship manager whether it is available in your city.",
  },
  {
    audience: 'landlord',
    group: 'Rent-O-Cash',
    title: 'Who can apply for Rent-O-Cash?',
    description:
      'Landlords with at least one Active bond, no open claims and a verified PAN and bank account can apply.',
  },
  {
    audience: 'partner',
    group: 'Surety guarantee',
    title: 'How do partners work with Nivaas?',
    description:
      'Co-living operators, brokers and property managers offer Nivaas bonds to their tenants. Tenants you onboard are linked to your account with your own reference, and you see their bond status in your tenant list.',
  },
  {
    audience: 'partner',
    group: 'Surety guarantee',
    title: 'Can I integrate Nivaas with my system?',
    description:
      'Yes. Create an API token under Settings > Tokens (it is shown only once) and subscribe to webhooks under Settings > Webhooks. Every webhook delivery is signed with HMAC-SHA256 so you can verify it.',
  },
  {
    audience: 'partner',
    group: 'Rent-O-Cash',
    title: 'Can my landlords use Rent-O-Cash?',
    description:
      'Landlords who list through a partner can apply for Rent-O-Cash on the same terms as other landlords once their tenants hold Active bonds.',
  },
  {
    audience: 'corporate',
    group: 'Tenants',
    title: 'How does Nivaas help our employees relocate?',
    description:
      'New joiners and relocating employees rent without a cash deposit. Nivaas Corporate Cover runs for one to five years and covers company-leased homes as well as individual rentals.',
  },
  {
    audience: 'corporate',
    group: 'Surety guarantee',
    title: 'Who pays the bond fee?',
    description:
      'Either the company or the employee can pay. Many companies pay the fee as a relocation benefit; the fee is 6-9% a year of the guarantee value.',
  },
  {
    audience: 'corporate',
    group: 'Surety guarantee',
    title: 'Can we renew many bonds at once?',
    description:
      'Yes. Our team renews bonds in bulk from a list of bond IDs, fees and values, as long as none of the bonds has an open claim.',
  },
];

export function faqRows(): (Faq & { order: number })[] {
  const order = new Map<string, number>();
  return FAQS.map((f) => {
    const n = order.get(f.audience) ?? 0;
    order.set(f.audience, n + 1);
    return { ...f, order: n };
  });
}
