import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

/**
 * What billing's Lambdas need beyond their access line (access.ts):
 * - the Przelewy24 account: merchant and shop ids and the environment as plain settings
 *   (environments.ts `przelewy24`), the API and CRC keys in the deployment's secret store (a
 *   Secrets Manager secret the data stack creates; the operator puts `{"apiKey","crc"}` in it,
 *   infra/README.md) read by only the routes that talk to Przelewy24;
 * - the invoice font (DejaVu Sans, every Polish letter), copied beside the bundle of the routes
 *   that make invoices (functions/billing/invoice-pdf.ts reads `./fonts/` next to itself).
 */
export const paymentRoutes: ReadonlySet<string> = new Set(['create-order', 'receive-payment-notification']);
export const invoiceRoutes: ReadonlySet<string> = new Set(['receive-payment-notification', 'get-order-invoice']);
export const invoiceFontFiles = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'] as const;

/** The deployment's payment settings handed to the payment routes. */
export interface PaymentSettings {
  secretArn: string;
  merchantId: number;
  posId: number;
  environment: 'sandbox' | 'production';
}

/** The bundling of a route that makes invoices: the same, plus the font files in `fonts/`. */
export function withInvoiceFonts(bundling: BundlingOptions): BundlingOptions {
  return {
    ...bundling,
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (inputDir: string, outputDir: string) => [
        `mkdir -p "${outputDir}/fonts"`,
        ...invoiceFontFiles.map(
          (file) => `cp "${inputDir}/node_modules/dejavu-fonts-ttf/ttf/${file}" "${outputDir}/fonts/${file}"`,
        ),
      ],
    },
  };
}
