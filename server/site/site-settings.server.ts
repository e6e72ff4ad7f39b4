import type { SiteSettings } from '#client/site-context.ts';
import type { AppConfig } from '../config.server.ts';

/** Public settings the site shows, from the environment (README's configuration table). */
export function siteSettings(config: AppConfig, env: NodeJS.ProcessEnv = process.env): SiteSettings {
  return {
    publicUrl: config.publicUrl,
    signupUrl: env.APP_SIGNUP_URL ?? 'https://app.nivaas.in/signup',
    operatorsUrl: env.OPERATORS_URL ?? 'https://operators.nivaas.in/',
    aboutUrl: env.ABOUT_URL ?? 'https://about.nivaas.in/',
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || undefined,
  };
}
