import { decimalPln } from '@shared/domain/billing.js';
import { FA3_NAMESPACE } from '../adapters/e-invoices/fa3-structure.js';
import type { InvoiceDocument } from './invoice-document.js';

/**
 * The structured e-invoice Poland's KSeF takes: the FA(3) logical structure (namespace
 * http://crd.gov.pl/wzor/2025/06/25/13775/, mandatory since 1 February 2026), for our one kind
 * of invoice: a domestic VAT invoice, one service line at 23 %, paid by transfer through
 * Przelewy24. Elements in the schema's sequence order.
 */

const escape = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

type Node = [name: string, content: string | Node[], attributes?: Record<string, string>];

function render([name, content, attributes]: Node, depth = 0): string {
  const pad = '  '.repeat(depth);
  const attrs = attributes
    ? Object.entries(attributes)
        .map(([k, v]) => ` ${k}="${escape(v)}"`)
        .join('')
    : '';
  if (typeof content === 'string') return `${pad}<${name}${attrs}>${escape(content)}</${name}>`;
  return `${pad}<${name}${attrs}>\n${content.map((child) => render(child, depth + 1)).join('\n')}\n${pad}</${name}>`;
}

const party = (p: InvoiceDocument['seller']): Node[] => [
  [
    'DaneIdentyfikacyjne',
    [
      ['NIP', p.nip],
      ['Nazwa', p.name],
    ],
  ],
  [
    'Adres',
    [
      ['KodKraju', 'PL'],
      ['AdresL1', p.address],
      ['AdresL2', `${p.zipCode} ${p.city}`],
    ],
  ],
];

export function eInvoiceXml(doc: InvoiceDocument): string {
  const root: Node = [
    'Faktura',
    [
      [
        'Naglowek',
        [
          ['KodFormularza', 'FA', { kodSystemowy: 'FA (3)', wersjaSchemy: '1-0E' }],
          ['WariantFormularza', '3'],
          ['DataWytworzeniaFa', doc.generatedAt],
          ['SystemInfo', 'Ostoja'],
        ],
      ],
      ['Podmiot1', party(doc.seller)],
      // JST 2 and GV 2: the buyer is not a local government unit nor a VAT group member.
      ['Podmiot2', [...party(doc.buyer), ['JST', '2'], ['GV', '2']]],
      [
        'Fa',
        [
          ['KodWaluty', 'PLN'],
          ['P_1', doc.issueDate],
          ['P_2', doc.number],
          ['P_6', doc.saleDate],
          ['P_13_1', decimalPln(doc.net)],
          ['P_14_1', decimalPln(doc.vat)],
          ['P_15', decimalPln(doc.gross)],
          // P_16–P_18A 2: not cash accounting, not self-billing, no reverse charge, no split payment
          // (a software subscription is not in annex 15, whatever the amount); not exempt (P_19N), no
          // new means of transport (P_22N), not a triangular supply (P_23), no margin scheme (P_PMarzyN).
          [
            'Adnotacje',
            [
              ['P_16', '2'],
              ['P_17', '2'],
              ['P_18', '2'],
              ['P_18A', '2'],
              ['Zwolnienie', [['P_19N', '1']]],
              ['NoweSrodkiTransportu', [['P_22N', '1']]],
              ['P_23', '2'],
              ['PMarzy', [['P_PMarzyN', '1']]],
            ],
          ],
          ['RodzajFaktury', 'VAT'],
          [
            'FaWiersz',
            [
              ['NrWierszaFa', '1'],
              ['P_7', doc.item],
              ['P_8A', doc.unit],
              ['P_8B', String(doc.quantity)],
              ['P_9A', decimalPln(doc.unitNet)],
              ['P_11', decimalPln(doc.net)],
              ['P_12', String(doc.vatPercent)],
            ],
          ],
          // Paid (1) on the payment date, by transfer (6: przelew).
          [
            'Platnosc',
            [
              ['Zaplacono', '1'],
              ['DataZaplaty', doc.paymentDate],
              ['FormaPlatnosci', '6'],
            ],
          ],
        ],
      ],
    ],
    { xmlns: FA3_NAMESPACE },
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n${render(root)}\n`;
}
