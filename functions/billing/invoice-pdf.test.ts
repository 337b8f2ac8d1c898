import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { accountLimits } from '@shared/domain/auth.js';
import { seller, withVat } from '@shared/domain/billing.js';
import { fa3Problems } from '../adapters/e-invoices/fa3-structure.js';
import { parseXml, type XmlElement } from '../adapters/e-invoices/xml.js';
import type { OrderRecord } from '../data/orders.js';
import { eInvoiceXml } from './e-invoice.js';
import { invoiceDocument } from './invoice-document.js';
import { invoicePdf } from './invoice-pdf.js';

/**
 * The invoice as its buyer reads it: art. 106e ust. 1 of the VAT Act element by element, in the
 * PDF (label and value) and in the FA(3) e-invoice, and an A4 page on which no two pieces of text
 * overlap and nothing leaves the margins (pdf.js's text positions).
 */

/** A4 in points, and the margin no text may enter. */
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 36;
/** DejaVu Sans's ascent and descent (units per em 2048: 1901 and −483): a glyph box around the baseline. */
const ASCENT = 0.93;
const DESCENT = 0.24;

interface TextBox {
  text: string;
  left: number;
  right: number;
  bottom: number;
  top: number;
}

/** The PDF's text pieces with their boxes, in the order a reader extracts them, and the page count. */
async function textBoxes(pdf: Uint8Array): Promise<{ boxes: TextBox[]; pages: number; size: [number, number] }> {
  const document = await getDocument({
    data: pdf.slice(),
    useSystemFonts: false,
    disableFontFace: true,
    isEvalSupported: false,
  }).promise;
  const page = await document.getPage(1);
  const [, , width, height] = page.view as [number, number, number, number];
  const content = await page.getTextContent();
  const boxes: TextBox[] = [];
  for (const item of content.items) {
    if (!('str' in item) || item.str.trim() === '') continue;
    const [, , , , x, y] = item.transform as number[];
    const size = item.height;
    boxes.push({
      text: item.str,
      left: x!,
      right: x! + item.width,
      bottom: y! - DESCENT * size,
      top: y! + ASCENT * size,
    });
  }
  const pages = document.numPages;
  await document.destroy();
  return { boxes, pages, size: [width, height] };
}

const overlap = (a: TextBox, b: TextBox) =>
  a.left < b.right && b.left < a.right && a.bottom < b.top && b.bottom < a.top;

/** A paid order as settle-payment leaves it, with its invoice number. */
function paidOrder(overrides: Partial<OrderRecord> = {}): OrderRecord {
  const net = 358_000;
  const { vat, gross } = withVat(net);
  return {
    tenantId: 't-1',
    orderId: 'o-1',
    token: 'token-1',
    packageId: 'standard',
    months: 24,
    paymentMethod: 'przelewy24',
    discountCode: null,
    discountPercent: 0,
    net,
    vat,
    gross,
    buyer: {
      name: 'Firma Testowa Sp. z o.o.',
      address: 'ul. Kwiatowa 5',
      zipCode: '30-001',
      city: 'Kraków',
      nip: '7771000007',
    },
    buyerEmail: 'admin@firma.example',
    createdAt: '2026-03-05T09:55:00.000Z',
    createdBy: { userId: 'u-1', userName: 'Anna Administratorka' },
    status: 4,
    statusChangedAt: '2026-03-05T10:00:00.000Z',
    paymentUrl: null,
    paidAt: '2026-03-05T10:00:00.000Z',
    providerOrderId: 123,
    licenceChange: { startsAt: '2026-03-05T10:00:00.000Z', endsAt: '2028-03-05T10:00:00.000Z', creditDays: 0 },
    invoice: {
      number: 'FV/17/2026',
      year: 2026,
      n: 17,
      issuedAt: '2026-03-05T10:00:01.000Z',
      pdfKey: null,
      xmlKey: null,
      ksef: null,
    },
    ...overrides,
  };
}

/** The longest company data Settings accepts, in wide letters: the worst a party block must hold. */
const widestBuyer = {
  name: `${'WŻW '.repeat(accountLimits.companyNameMax / 4 - 1)}WWWW`.slice(0, accountLimits.companyNameMax),
  address: `ul. ${'Ż'.repeat(60)} ${'W'.repeat(accountLimits.companyAddressMax - 65)}`,
  zipCode: '00-950',
  city: 'W'.repeat(accountLimits.companyCityMax),
  nip: '7771000007',
};

describe('the invoice PDF (art. 106e ust. 1 of the VAT Act)', () => {
  it('names every element with its value, in reading order', async () => {
    const { boxes } = await textBoxes(await invoicePdf(invoiceDocument(paidOrder())));
    const text = boxes
      .map((box) => box.text)
      .join(' ')
      .replace(/\s+/g, ' ');
    // 1–2: the issue date and the number.
    expect(text).toContain('Faktura VAT nr FV/17/2026');
    expect(text).toContain('Data wystawienia: 05.03.2026');
    // 3–5: the seller and the buyer, their addresses and NIPs.
    expect(text).toContain(
      `Sprzedawca ${seller.name} ${seller.address} ${seller.zipCode} ${seller.city} NIP: ${seller.nip}`,
    );
    expect(text).toContain('Nabywca Firma Testowa Sp. z o.o. ul. Kwiatowa 5 30-001 Kraków NIP: 7771000007');
    // 6: the date of the supply (the payment's), and the period the service covers.
    expect(text).toContain('Data sprzedaży: 05.03.2026');
    expect(text).toContain('Okres świadczenia usługi: 05.03.2026 – 05.03.2028');
    // 7–12: the line: name, unit and quantity, unit net price, net value, rate; and its VAT and gross.
    expect(text).toContain(
      'Lp. Nazwa usługi J.m. Ilość Cena jedn. netto Wartość netto Stawka VAT Kwota VAT Wartość brutto',
    );
    expect(text).toContain(
      '1 Subskrypcja Ostoja — pakiet Standard, 24 miesiące (05.03.2026 – 05.03.2028) usł. 1 3 580,00 zł 3 580,00 zł 23% 823,40 zł 4 403,40 zł',
    );
    // 13–14: the sums per rate; 15: the total due.
    expect(text).toContain('Razem 3 580,00 zł 23% 823,40 zł 4 403,40 zł');
    expect(text).toContain('Zapłacono: 4 403,40 zł');
    expect(text).toContain('Data zapłaty: 05.03.2026');
  });

  it('puts each value under its column’s header', async () => {
    const { boxes } = await textBoxes(await invoicePdf(invoiceDocument(paidOrder())));
    /** The nth text piece that is `text`, or (a header wrapped over lines) begins with it. */
    const box = (text: string, nth = 0) => {
      const found = boxes.filter((candidate) => candidate.text === text || candidate.text.startsWith(`${text} `))[nth];
      if (!found) throw new Error(`no text „${text}” (${nth})`);
      return found;
    };
    const under = (header: TextBox, value: TextBox) => {
      expect(value.top, `${value.text} below ${header.text}`).toBeLessThan(header.bottom);
      expect(value.left < header.right && header.left < value.right, `${value.text} under ${header.text}`).toBe(true);
    };
    under(box('J.m.'), box('usł.'));
    under(box('Ilość'), box('1', 1));
    under(box('Cena'), box('3 580,00 zł', 0));
    under(box('Wartość', 0), box('3 580,00 zł', 1));
    under(box('Stawka'), box('23%'));
    under(box('Kwota'), box('823,40 zł'));
    under(box('Wartość', 1), box('4 403,40 zł'));
  });

  for (const [name, order] of [
    ['an ordinary invoice', paidOrder()],
    [
      'the longest company data, a discount and the largest amounts',
      paidOrder({
        buyer: widestBuyer,
        packageId: 'premium',
        discountCode: 'PARTNER10',
        discountPercent: 10,
        ...withVat(99_999_999),
      }),
    ],
  ] as const) {
    it(`renders ${name} on one A4 page, inside the margins, no two texts overlapping`, async () => {
      const { boxes, pages, size } = await textBoxes(await invoicePdf(invoiceDocument(order)));
      expect(pages).toBe(1);
      expect(size[0]).toBeCloseTo(A4.width, 1);
      expect(size[1]).toBeCloseTo(A4.height, 1);
      for (const box of boxes) {
        expect(box.left, box.text).toBeGreaterThanOrEqual(MARGIN);
        expect(box.right, box.text).toBeLessThanOrEqual(A4.width - MARGIN);
        expect(box.bottom, box.text).toBeGreaterThanOrEqual(MARGIN);
        expect(box.top, box.text).toBeLessThanOrEqual(A4.height - MARGIN);
      }
      const overlapping = boxes.flatMap((a, i) =>
        boxes
          .slice(i + 1)
          .filter((b) => overlap(a, b))
          .map((b) => `„${a.text}” × „${b.text}”`),
      );
      expect(overlapping).toEqual([]);
    });
  }
});

describe('the FA(3) e-invoice holds the same elements', () => {
  const find = (element: XmlElement | undefined, ...names: string[]) =>
    names.reduce<XmlElement | undefined>((at, name) => at?.children.find((child) => child.name === name), element);

  it('dates, parties, the line with unit, quantity and unit net price, the sums and the annotations', () => {
    const xml = eInvoiceXml(invoiceDocument(paidOrder()));
    expect(fa3Problems(xml)).toEqual([]);
    const fa = find(parseXml(xml), 'Fa');
    const value = (...path: string[]) => find(fa, ...path)?.text;
    expect([value('P_1'), value('P_2'), value('P_6')]).toEqual(['2026-03-05', 'FV/17/2026', '2026-03-05']);
    expect(value('FaWiersz', 'P_7')).toBe(
      'Subskrypcja Ostoja — pakiet Standard, 24 miesiące (05.03.2026 – 05.03.2028)',
    );
    expect([
      value('FaWiersz', 'P_8A'),
      value('FaWiersz', 'P_8B'),
      value('FaWiersz', 'P_9A'),
      value('FaWiersz', 'P_11'),
      value('FaWiersz', 'P_12'),
    ]).toEqual(['usł.', '1', '3580.00', '3580.00', '23']);
    expect([value('P_13_1'), value('P_14_1'), value('P_15')]).toEqual(['3580.00', '823.40', '4403.40']);
    // Not cash accounting, not self-billing, no reverse charge, no split payment, not exempt, no margin scheme.
    expect(['P_16', 'P_17', 'P_18', 'P_18A'].map((name) => value('Adnotacje', name))).toEqual(['2', '2', '2', '2']);
    expect(value('Adnotacje', 'Zwolnienie', 'P_19N')).toBe('1');
    expect(value('Adnotacje', 'PMarzy', 'P_PMarzyN')).toBe('1');
    // The local KSeF stand-in refuses a line whose quantity × unit net price is not its net value.
    expect(fa3Problems(xml.replace('<P_9A>3580.00</P_9A>', '<P_9A>3500.00</P_9A>'))).toEqual([
      '/Faktura/Fa/FaWiersz[1]: P_11 nie jest iloczynem P_8B i P_9A',
    ]);
  });
});
