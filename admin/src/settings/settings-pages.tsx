import type { ComponentType } from 'react';

import { BondRenewPage } from './bond-renew-page.tsx';
import { BulkImagesPage } from './bulk-images-page.tsx';
import { ChangePasswordPage } from './change-password-page.tsx';
import { DownloadReportPage } from './download-report-page.tsx';
import { TokensPage } from './tokens-page.tsx';
import { WebhooksPage } from './webhooks-page.tsx';

/**
 * The settings sub-pages the console has, by the key /users/config lists them under. A key the
 * server lists without a page here (a tenant's bonddetails, which lives on the site) is not shown.
 */
export const SETTINGS_PAGES: Record<string, ComponentType<{ label: string }>> = {
  changepassword: ChangePasswordPage,
  downloadreport: DownloadReportPage,
  tokens: TokensPage,
  webhooks: WebhooksPage,
  bondrenew: BondRenewPage,
  images: BulkImagesPage,
};
