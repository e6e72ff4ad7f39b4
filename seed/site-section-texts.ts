import { collegeBannerItems } from './college-banners.ts';
import type { SeedRow } from './seed-context.ts';

/**
 * The marketing copy of the public site (spec 000 §1 "Marketing content", §2 landing, corporate and partner pages), by
 * section, each section's items in display order; seed/site-sections.ts writes them.
 */

export type Item = Omit<SeedRow<'site-section'>, 'section' | 'order' | 'id' | 'createdAt' | 'updatedAt'>;
export type Section = SeedRow<'site-section'>['section'];

export const SECTIONS: Record<Section, Item[]> = {
  banner: [
    {
      title: 'Why lock ₹1 lakh in a security deposit?',
      description:
        'Move into a verified co-living room or PG with a Nivaas rental bond instead of months of cash deposit. Keep your savings working for you.',
      linkLabel: 'Experience now',
    },
    {
      title: "Two months' rent as deposit, before you even unpack?",
      description:
        'A rental bond costs a small yearly fee and your landlord stays fully covered. No cash tied up on day one.',
      linkLabel: 'Experience now',
    },
    {
      title: "Still waiting for last year's deposit to come back?",
      description:
        'With Nivaas there is no deposit to chase. Move-out is settled against the move-in report, not against your money.',
      linkLabel: 'Experience now',
    },
    {
      title: 'Zero deposit rentals in eight cities and Kota',
      description:
        'Noida, Gurugram, Delhi, Mumbai, Bengaluru, Pune, Hyderabad, Ghaziabad and student PGs in Kota accept Nivaas bonds.',
      linkLabel: 'Experience now',
    },
  ],
  tenantSlide: [
    {
      title: "Why pay three months' rent just to move in?",
      description:
        'Security deposits in Indian cities run from two to ten months of rent. That is money you cannot spend, invest or save.',
    },
    {
      title: 'What if your landlord never returns the deposit?',
      description:
        'Deductions for "painting" and "cleaning", refunds that take months: a deposit puts your money in someone else\'s hands.',
    },
    {
      title: 'What if moving to a new city did not cost a fortune?',
      description:
        'Brokerage, advance rent, deposit, furniture: the first month in a new job or college is the most expensive one.',
    },
    {
      title: 'Nivaas: rent without a security deposit.',
      description:
        'A rental bond guarantees your landlord against unpaid rent, notice breaches, damage and unpaid bills, so you keep your savings.',
      linkLabel: 'Know more',
    },
  ],
  benefit: [
    {
      title: 'Keep your savings',
      description:
        "Replace a cash security deposit of two to ten months' rent with a rental bond that costs a small yearly fee.",
    },
    {
      title: 'Landlords stay protected',
      description:
        'The guarantee covers unpaid rent, notice or lock-in breach up to 2x, damage beyond wear and tear, and unpaid utility and maintenance bills.',
    },
    {
      title: 'Move in faster',
      description: 'Get approved online in a day and move into a verified property that already accepts Nivaas bonds.',
    },
    {
      title: 'Fair move-outs',
      description:
        'Claims are settled against the move-in report and documents, so normal wear and tear is never charged to you.',
    },
  ],
  explainer: [
    {
      title: 'What is a rental guarantee?',
      description:
        'A rental guarantee, or rental bond, is a surety that Nivaas gives your landlord in place of the cash security deposit. You pay a small yearly fee instead of locking up months of rent. If you leave rent unpaid, break the notice or lock-in period, cause damage beyond normal wear and tear, or leave utility and maintenance bills unpaid, the landlord claims from the guarantee; notice and lock-in breaches are covered up to 2 times the value of the guarantee. Nivaas settles valid claims against documents and then recovers the amount from the tenant, so the landlord is covered from day one and the tenant keeps their savings.',
      linkLabel: 'Watch the video',
      linkUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    },
  ],
  howItWorks: [
    {
      title: 'Find a property',
      description:
        'Search verified co-living rooms and PGs in your city and shortlist the ones that accept Nivaas rental bonds.',
    },
    {
      title: 'Share your details',
      description:
        'Sign up with your phone number, complete a quick profile and eligibility check, and add a co-applicant if you are a student.',
    },
    {
      title: 'Get your rental bond',
      description:
        'Pay the yearly bond fee online. The bond is issued to your landlord in place of the cash security deposit.',
    },
    {
      title: 'Move in, deposit-free',
      description:
        'Record the move-in report together with your landlord, collect your keys and keep your savings in your own account.',
    },
  ],
  whyChooseUs: [
    {
      title: 'Guarantee that covers what matters',
      description:
        'Unpaid rent, notice or lock-in breach up to 2x, damage beyond wear and tear and unpaid utility and maintenance bills, all under one bond.',
    },
    {
      title: 'Verified properties in nine cities',
      description:
        'Co-living rooms, PGs and homes in Noida, Gurugram, Delhi, Mumbai, Bengaluru, Pune, Hyderabad, Ghaziabad and Kota.',
    },
    {
      title: 'Transparent, document-based claims',
      description:
        'Every claim is checked against the move-in report, bills and the rental agreement before anything is paid out.',
    },
  ],
  counter: [
    { title: 'Properties accepted', value: 300000, suffix: '+' },
    { title: 'Institutional partners', value: 500, suffix: '+' },
    { title: 'Saved in security deposit', value: 100, prefix: 'Rs. ', suffix: ' Crs+' },
    { title: 'People renting deposit-free', value: 10000, suffix: '+' },
  ],
  trustedLogo: [
    { title: 'Vidyapeeth Academy', description: 'Coaching institute, Kota' },
    { title: 'Sahyadri Technologies', description: 'IT services, Pune' },
    { title: 'Deccan Institute of Engineering', description: 'College, Hyderabad' },
    { title: 'Indus FinServ', description: 'Financial services, Mumbai' },
    { title: 'Aravali Health', description: 'Hospital group, Gurugram' },
    { title: 'Brahmaputra Logistics', description: 'Logistics, Delhi' },
    { title: 'Kaveri Software Labs', description: 'Software, Bengaluru' },
    { title: 'Ganga Retail', description: 'Retail, Noida' },
    { title: 'Saraswati Law College', description: 'College, Ghaziabad' },
    { title: 'Konkan Capital', description: 'Investment bank, Mumbai' },
  ],
  corporateStat: [
    { title: 'Deposit saved per employee, on average', value: 85000, prefix: 'Rs. ', suffix: '+' },
    { title: 'Corporates offering Nivaas to their teams', value: 120, suffix: '+' },
    { title: 'Days from offer letter to move-in', value: 7, suffix: ' or less' },
    { title: 'Cities with verified rentals', value: 9 },
  ],
  corporateBenefit: [
    {
      title: 'Zero deposit relocation',
      description:
        "New joiners move into verified homes without arranging two to ten months' rent as a security deposit.",
    },
    {
      title: 'No salary advances for deposits',
      description: 'Stop funding deposit loans and advances: the rental bond replaces the deposit for your employees.',
    },
    {
      title: 'Faster joining across nine cities',
      description:
        'Employees relocating to Noida, Gurugram, Delhi, Mumbai, Bengaluru, Pune, Hyderabad, Ghaziabad or Kota find a place within a week.',
    },
    {
      title: 'Landlords fully covered',
      description:
        'Unpaid rent, notice or lock-in breach up to 2x, damage beyond wear and tear and unpaid bills are guaranteed, so landlords accept your people readily.',
    },
    {
      title: 'A benefit that costs the company nothing',
      description:
        'Offer Nivaas as part of your relocation policy at no cost to the company; employees pay only the small yearly bond fee.',
    },
    {
      title: 'A dedicated HR desk',
      description:
        'One point of contact for onboarding, bulk approvals and monthly reports on employees using Nivaas rentals.',
    },
  ],
  partnerBanner: [
    {
      title: 'Fill your rooms faster with deposit-free tenants',
      description:
        'List your co-living or PG property on Nivaas and welcome tenants who are already verified and guaranteed.',
      linkLabel: 'Search Properties',
      linkUrl: '/properties',
    },
    {
      title: 'Housing for teams, without the deposit',
      description:
        'Corporates place relocating employees in partner properties, with every stay backed by a rental bond.',
      linkLabel: 'Offers for Corporates',
      linkUrl: '/corporates',
    },
    {
      title: "Grow with India's rental guarantee platform",
      description: 'Join 500+ institutional partners across nine cities and reach tenants who are ready to move in.',
      linkLabel: 'Become a Partner',
      linkUrl: '#become-a-partner',
    },
  ],
  partnerCard: [
    {
      title: 'Verified tenants',
      description: 'Every Nivaas tenant passes identity, income and credit checks before a bond is issued.',
    },
    {
      title: 'Guaranteed against loss',
      description:
        'Unpaid rent, notice or lock-in breach up to 2x, damage beyond wear and tear and unpaid bills are covered.',
    },
    {
      title: 'More enquiries',
      description:
        'Your listing reaches students, professionals and corporate employees searching for deposit-free rooms.',
    },
    {
      title: 'Quick claim settlement',
      description:
        'Raise a claim online with the move-in report and bills; valid claims are settled without follow-ups.',
    },
  ],
  partnerBenefit: [
    {
      title: 'Higher occupancy',
      description:
        'Deposit-free rooms fill faster: tenants choose properties where they do not have to arrange a deposit.',
    },
    {
      title: 'No deposit handling',
      description: 'No cash to collect, hold or refund, and no disputes over deductions at move-out.',
    },
    {
      title: 'Digital move-in and move-out reports',
      description: 'Record the condition of every room with photos, so damage claims are quick to prove.',
    },
    {
      title: 'Corporate and college demand',
      description: 'Get tenants from our corporate HR partners and college landing pages in your city.',
    },
    {
      title: 'A partner dashboard',
      description: 'Track bookings, bonds, visits and claims for all your properties in one place.',
    },
  ],
  partnerLogo: [
    { title: 'UrbanNest Co-Living', description: 'Bengaluru and Pune' },
    { title: 'Aangan Living', description: 'Gurugram and Noida' },
    { title: 'StayMate PG', description: 'Kota' },
    { title: 'Basera Stays', description: 'Delhi and Ghaziabad' },
    { title: 'CoDwell Residences', description: 'Hyderabad' },
    { title: 'Sukoon Homes', description: 'Mumbai' },
    { title: 'Ghar Co-Living', description: 'Pune' },
    { title: 'Campus Nook', description: 'Kota and Delhi' },
  ],
  collegeBanner: collegeBannerItems(),
  colivingFeature: [
    {
      title: 'Fully furnished rooms',
      description:
        'Bed, mattress, wardrobe, study table and air-conditioning in private, double-shared and triple-shared rooms.',
    },
    {
      title: 'Meals, Wi-Fi and housekeeping included',
      description: 'Daily meals, high-speed internet, weekly cleaning and laundry in one monthly rent.',
    },
    {
      title: 'No security deposit',
      description: "Move in with a Nivaas rental bond instead of two months' rent as a cash deposit.",
    },
    {
      title: 'Verified and safe',
      description:
        'Properties are visited and verified, with CCTV, biometric entry and separate floors for men and women.',
    },
    {
      title: 'Near offices and colleges',
      description:
        'Rooms close to tech parks in Bengaluru, Pune and Hyderabad, business districts in Gurugram and Noida, and coaching hubs in Kota.',
    },
    {
      title: 'Flexible stays',
      description:
        'Stay for a semester or a year; the bond follows your rental agreement, and cancellation within 72 hours is fully refunded.',
    },
  ],
};
