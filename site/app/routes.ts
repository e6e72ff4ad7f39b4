import { index, layout, route, type RouteConfig } from '@remix-run/route-config';

/** Every public path of spec 000 §2 and the account area of spec 001; anything else is the not-found page. */
export default [
  layout('layout/site-layout.tsx', [
    index('routes/front-page.tsx', { id: 'home' }),
    route('home', 'routes/front-page.tsx', { id: 'home-alias' }),
    route('tenants', 'routes/tenants.tsx'),
    route('corporates', 'routes/corporates.tsx'),
    route('partners', 'routes/partners.tsx'),
    route('contactus', 'routes/contactus.tsx'),
    route('faqs', 'routes/faqs.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('terms', 'routes/terms.tsx'),
    route('cancellationpolicy', 'routes/cancellation-policy.tsx'),
    route('service-levels', 'routes/service-levels.tsx'),
    route('nivaascolivingrooms', 'routes/coliving-rooms.tsx'),
    route('properties', 'routes/properties.tsx'),
    route('properties/details/:id', 'routes/property-details.tsx', { id: 'property-details' }),
    route('home/properties/details/:id', 'routes/property-details.tsx', { id: 'property-details-alias' }),
    route('reset-password', 'routes/reset-password.tsx'),
    route('register', 'routes/register.tsx'),
    route('login', 'routes/login.tsx'),
    route('forgot-password', 'routes/forgot-password.tsx'),
    route('logout', 'routes/logout.tsx'),
    // The language switcher's POST (decision 062).
    route('language', 'routes/language.tsx'),
    route('payment/completed/callback', 'routes/payment-callback.tsx'),
    // A bond certificate's QR code: anyone checks the bond is genuine (decision 029).
    route('verify/bond/:bondId?', 'routes/verify-bond.tsx'),
    // The signed-in account area (spec 001).
    layout('routes/home-layout.tsx', [
      route('home/dashboard', 'routes/home-dashboard.tsx'),
      route('home/notifications', 'routes/home-notifications.tsx'),
      route('home/claims', 'routes/home-claims.tsx'),
      route('home/profile', 'routes/home-profile.tsx'),
      route('home/coapplicants', 'routes/home-coapplicants.tsx'),
      route('home/settings/changepassword', 'routes/home-change-password.tsx'),
      route('home/settings/bonddetails', 'routes/home-bond-details.tsx'),
    ]),
    route('*', 'routes/not-found.tsx'),
  ]),
  // The visitor dashboard and the college landing page have their own top bar and footer.
  route('myaccount', 'routes/myaccount.tsx'),
  route('college-dekho/:college', 'routes/college.tsx'),
  // The profile checklist's verification calls (an action only, answering JSON).
  route('home/verify', 'routes/home-verify.tsx'),
  route('home/offer-letter', 'routes/home-offer-letter.tsx'),
  route('home/upload', 'routes/home-upload.tsx'),
  route('home/payment', 'routes/home-payment.tsx'),
  route('home/repayment', 'routes/home-repayment.tsx'),
  // The bond certificate (a PDF, opened in a new tab) of a bond the signed-in account may see.
  route('home/bond/pdf/:bondId', 'routes/home-bond-pdf.tsx'),
  route('home/bond-request', 'routes/home-bond-request.tsx'),
  // Form submissions (lead, contact, partner, corporate): an action only, answering JSON.
  route('submit/:slug', 'routes/form-submit.tsx'),
] satisfies RouteConfig;
