import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, Stack } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seller } from '@shared/domain/billing.js';
import type { InvoiceDocument } from '../../functions/billing/invoice-document.js';
import { routes } from '../../functions/routes.js';
import { accessFor } from '../../infra/access.js';
import { invoiceFontFiles, invoiceRenderer } from '../../infra/billing.js';
import { HandlerFunction } from '../../infra/constructs/handler-function.js';
import { pdfText } from '../support/pdf-text.js';
import { cdkJsonContext, TEST_ENV } from './test-app.js';

/**
 * A route that makes invoices, really bundled as `cdk synth` bundles it: the PDF renderer (pdf-lib
 * and fontkit) is a bundle of its own beside the handler's, which a cold start does not load, and
 * it makes an invoice there with the fonts beside it, away from the repository's node_modules.
 */
const outdir = mkdtempSync(join(tmpdir(), 'ostoja-cdk-invoice-bundle-'));
let bundleDir: string;

beforeAll(() => {
  const route = routes.find((candidate) => candidate.contract.name === 'get-order-invoice');
  if (!route) throw new Error('get-order-invoice missing from the route table');
  const app = new App({ outdir, context: cdkJsonContext(), builtinCloudFormationValidation: false });
  const stack = new Stack(app, 'InvoiceBundlingProbe', {
    env: { account: TEST_ENV.CDK_DEFAULT_ACCOUNT, region: TEST_ENV.CDK_DEFAULT_REGION },
  });
  new HandlerFunction(stack, 'Invoice', {
    entry: route.entry,
    access: accessFor(route.contract.area),
    invoiceRenderer: true,
    environment: {
      table: new dynamodb.Table(stack, 'Table', { partitionKey: { name: 'PK', type: dynamodb.AttributeType.STRING } }),
      filesBucket: new s3.Bucket(stack, 'Files'),
      mail: { from: 'no-reply@ostoja.example', configurationSetName: 'ostoja-mail' },
      siteOrigin: undefined,
      logLevel: undefined,
      stackPrefix: 'Ostoja',
    },
  });
  app.synth();
  const bundles = readdirSync(outdir)
    .map((name) => join(outdir, name))
    .filter((dir) => statSync(dir).isDirectory() && existsSync(join(dir, 'index.mjs')));
  expect(bundles).toHaveLength(1);
  bundleDir = bundles[0]!;
});

afterAll(() => rmSync(outdir, { recursive: true, force: true }));

const document: InvoiceDocument = {
  number: 'FV/17/2026',
  issueDate: '2026-03-05',
  saleDate: '2026-03-05',
  servicePeriod: { from: '2026-03-05', to: '2028-03-05' },
  paymentDate: '2026-03-05',
  generatedAt: '2026-03-05T10:00:01Z',
  seller,
  buyer: {
    name: 'Źródło Łąkowe Sp. z o.o.',
    address: 'ul. Kwiatowa 5',
    zipCode: '30-001',
    city: 'Kraków',
    nip: '7771000007',
  },
  item: 'Abonament Standard',
  unit: 'usł.',
  quantity: 1,
  unitNet: 358_000,
  net: 358_000,
  vat: 82_340,
  gross: 440_340,
  vatPercent: 23,
};

describe('the bundling of a route that makes invoices', () => {
  it('keeps the PDF renderer out of the handler bundle and puts it, with its fonts, beside it', () => {
    const handler = readFileSync(join(bundleDir, 'index.mjs'), 'utf8');
    const renderer = readFileSync(join(bundleDir, invoiceRenderer.file), 'utf8');
    // fontkit's own error for a font it cannot read: in the renderer only.
    expect(renderer).toContain('Unknown font format');
    expect(handler).not.toContain('Unknown font format');
    expect(handler.length).toBeLessThan(renderer.length);
    for (const font of invoiceFontFiles) expect(existsSync(join(bundleDir, 'fonts', font))).toBe(true);
  });

  it('makes an invoice with the renderer beside the handler, under plain Node, with every Polish letter', async () => {
    const url = pathToFileURL(join(bundleDir, invoiceRenderer.file)).href;
    const script = `const { invoicePdf } = await import(${JSON.stringify(url)}); process.stdout.write(Buffer.from(await invoicePdf(${JSON.stringify(document)})).toString('base64'));`;
    const pdf = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: tmpdir(),
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    const { text } = await pdfText(new Uint8Array(Buffer.from(pdf, 'base64')));
    expect(text).toContain('Faktura VAT nr FV/17/2026');
    expect(text).toContain('Źródło Łąkowe Sp. z o.o.');
  });
});
