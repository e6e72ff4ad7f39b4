import type { ComponentType } from 'react';
import { BondRenewPage } from './BondRenewPage';
import { BulkImagesPage } from './BulkImagesPage';
import { ChangePasswordPage } from './ChangePasswordPage';
import { DownloadReportPage } from './DownloadReportPage';
import { TokensPage } from './TokensPage';
import { WebhooksPage } from './WebhooksPage';

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
