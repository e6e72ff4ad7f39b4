/** What a page hands a public form (site-form.tsx, and its lazily loaded body). */
export interface SiteFormProps {
  /** The public form: lead-popup, contact-form, corporate-contact, partner-form, landing-contact-lead or details-lead-form. */
  slug: string;
  /**
   * Values the page adds: those that are fields of the form (campaignKey) fill them; others (propertyType,
   * propertyId, source, city on the details page) travel with the submission and land on the lead.
   */
  extra?: Record<string, unknown>;
  /** Prefix of the inputs' ids (default: the slug). */
  idPrefix?: string;
  /** Called with the created lead after a successful submission (before the success modal or message). */
  onSuccess?: (lead: unknown) => void;
}
