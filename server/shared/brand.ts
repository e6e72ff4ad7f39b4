/** The brand ({product} in the specification): one constant, used in e-mails, documents and reports. */
export const BRAND = 'Nivaas';
