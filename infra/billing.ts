import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { esbuildCommand } from './handler-bundle.js';

/**
 * What billing's Lambdas need beyond their access line (access.ts):
 * - the Przelewy24 account: merchant and shop ids and the environment as plain settings
 *   (environments.ts `przelewy24`), the API and CRC keys in the deployment's secret store (a
 *   Secrets Manager secret the data stack creates; the operator puts `{"apiKey","crc"}` in it,
 *   infra/README.md) read by only the routes that talk to Przelewy24;
 * - the invoice renderer (functions/billing/invoice-pdf.ts: pdf-lib and fontkit, about 1.4 MB of
 *   code) as a bundle of its own beside the handler's, which loads it only when it makes an
 *   invoice (functions/billing/invoice-files.ts), so a cold start never parses it; and its font
 *   (DejaVu Sans, every Polish letter) in `fonts/` beside it.
 */
export const paymentRoutes: ReadonlySet<string> = new Set(['create-order', 'receive-payment-notification']);
export const invoiceRoutes: ReadonlySet<string> = new Set(['receive-payment-notification', 'get-order-invoice']);
export const invoiceFontFiles = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'] as const;
/** The renderer's module, and its bundle's name beside the handler's `index.mjs` (the same name, as .mjs). */
export const invoiceRenderer = { entry: 'functions/billing/invoice-pdf.ts', file: 'invoice-pdf.mjs' } as const;

/** The deployment's payment settings handed to the payment routes. */
export interface PaymentSettings {
  secretArn: string;
  merchantId: number;
  posId: number;
  environment: 'sandbox' | 'production';
}

/** The bundling of a route that makes invoices: the same, plus the renderer's bundle and its fonts in `fonts/`. */
export function withInvoiceRenderer(bundling: BundlingOptions): BundlingOptions {
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
        esbuildCommand(inputDir, invoiceRenderer.entry, `${outputDir}/${invoiceRenderer.file}`),
      ],
    },
  };
}
