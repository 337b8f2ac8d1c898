import { isValidNip } from '@shared/domain/nip.js';
import { parseXml, type XmlElement } from './xml.js';
import { messageOf } from '../../lib/message-of.js';

/**
 * The local stand-in's check of an FA(3) e-invoice. How far it goes, honestly: it is OUR
 * transcription of the part of the FA(3) schema (schemat_FA(3)_v1-0E.xsd) that an invoice of ours
 * can contain: the element sequences and cardinalities of Naglowek, Podmiot1, Podmiot2, Fa,
 * Adnotacje, FaWiersz and Platnosc, the fixed header values, and the types of the fields we write
 * (NIP, dates, amounts, codes). Elements the schema allows but we never write are refused as
 * unknown rather than checked. It is not the official XSD run by an XML Schema validator (there
 * is none in this stack and no network here), so a document it accepts can still be refused by
 * KSeF; it also checks what the schema cannot (the NIP checksums, net + VAT = gross, the lines'
 * net values summing to the net, and each line's quantity × unit net price = its net value).
 */
export const FA3_NAMESPACE = 'http://crd.gov.pl/wzor/2025/06/25/13775/';

type Type = (value: string) => boolean;
const pattern =
  (re: RegExp): Type =>
  (value) =>
    re.test(value);
const text =
  (max: number): Type =>
  (value) =>
    value.trim().length >= 1 && value.length <= max;
const oneOf =
  (...values: string[]): Type =>
  (value) =>
    values.includes(value);
const DATE = pattern(/^\d{4}-\d{2}-\d{2}$/);
const AMOUNT = pattern(/^-?\d{1,16}(\.\d{1,2})?$/);
const QUANTITY = pattern(/^-?\d{1,16}(\.\d{1,6})?$/);
const NIP = pattern(/^[1-9]((\d[1-9])|([1-9]\d))\d{7}$/);
const FLAG_1_2 = oneOf('1', '2');
const ONE = oneOf('1');

/** A child: its name, how many times it may occur, and its type (leaf) or content (element). */
interface Rule {
  name: string;
  min: number;
  max: number;
  type?: Type;
  content?: Rule[];
  attributes?: Record<string, string>;
}
const leaf = (name: string, type: Type, min = 1, max = 1): Rule => ({ name, min, max, type });
const node = (name: string, content: Rule[], min = 1, max = 1): Rule => ({ name, min, max, content });

const address = (name: string, min = 1): Rule =>
  node(
    name,
    [
      leaf('KodKraju', pattern(/^[A-Z]{2}$/)),
      leaf('AdresL1', text(512)),
      leaf('AdresL2', text(512), 0),
      leaf('GLN', text(13), 0),
    ],
    min,
  );

const schema: Rule = node('Faktura', [
  node('Naglowek', [
    {
      name: 'KodFormularza',
      min: 1,
      max: 1,
      type: oneOf('FA'),
      attributes: { kodSystemowy: 'FA (3)', wersjaSchemy: '1-0E' },
    },
    leaf('WariantFormularza', oneOf('3')),
    leaf('DataWytworzeniaFa', pattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/)),
    leaf('SystemInfo', text(256), 0),
  ]),
  node('Podmiot1', [
    leaf('PrefiksPodatnika', pattern(/^[A-Z]{2}$/), 0),
    node('DaneIdentyfikacyjne', [leaf('NIP', NIP), leaf('Nazwa', text(512))]),
    address('Adres'),
  ]),
  node('Podmiot2', [
    node('DaneIdentyfikacyjne', [leaf('NIP', NIP), leaf('Nazwa', text(512))]),
    address('Adres', 0),
    leaf('NrKlienta', text(256), 0),
    leaf('JST', FLAG_1_2),
    leaf('GV', FLAG_1_2),
  ]),
  node('Fa', [
    leaf('KodWaluty', pattern(/^[A-Z]{3}$/)),
    leaf('P_1', DATE),
    leaf('P_1M', text(256), 0),
    leaf('P_2', text(256)),
    leaf('P_6', DATE, 0),
    leaf('P_13_1', AMOUNT, 0),
    leaf('P_14_1', AMOUNT, 0),
    leaf('P_14_1W', AMOUNT, 0),
    leaf('P_15', AMOUNT),
    node('Adnotacje', [
      leaf('P_16', FLAG_1_2),
      leaf('P_17', FLAG_1_2),
      leaf('P_18', FLAG_1_2),
      leaf('P_18A', FLAG_1_2),
      node('Zwolnienie', [leaf('P_19N', ONE)]),
      node('NoweSrodkiTransportu', [leaf('P_22N', ONE)]),
      leaf('P_23', FLAG_1_2),
      node('PMarzy', [leaf('P_PMarzyN', ONE)]),
    ]),
    leaf('RodzajFaktury', oneOf('VAT', 'KOR', 'ZAL', 'ROZ', 'UPR', 'KOR_ZAL', 'KOR_ROZ')),
    node(
      'FaWiersz',
      [
        leaf('NrWierszaFa', pattern(/^[1-9]\d{0,13}$/)),
        leaf('UU_ID', text(50), 0),
        leaf('P_6A', DATE, 0),
        leaf('P_7', text(512), 0),
        leaf('P_8A', text(256), 0),
        leaf('P_8B', QUANTITY, 0),
        leaf('P_9A', AMOUNT, 0),
        leaf('P_9B', AMOUNT, 0),
        leaf('P_10', AMOUNT, 0),
        leaf('P_11', AMOUNT, 0),
        leaf('P_11A', AMOUNT, 0),
        leaf('P_11Vat', AMOUNT, 0),
        leaf(
          'P_12',
          oneOf('23', '22', '8', '7', '5', '4', '3', '0 KR', '0 WDT', '0 EX', 'zw', 'oo', 'np I', 'np II'),
          0,
        ),
      ],
      0,
      10_000,
    ),
    node(
      'Platnosc',
      [
        leaf('Zaplacono', ONE, 0),
        leaf('DataZaplaty', DATE, 0),
        leaf('FormaPlatnosci', oneOf('1', '2', '3', '4', '5', '6', '7'), 0),
      ],
      0,
    ),
  ]),
]);

function check(element: XmlElement, rule: Rule, path: string, errors: string[]): void {
  const here = `${path}/${rule.name}`;
  for (const [name, value] of Object.entries(rule.attributes ?? {})) {
    if (element.attributes[name] !== value) errors.push(`${here}: atrybut ${name} musi mieć wartość „${value}”`);
  }
  if (rule.type) {
    if (element.children.length) errors.push(`${here}: element nie może zawierać elementów`);
    else if (!rule.type(element.text)) errors.push(`${here}: niepoprawna wartość „${element.text}”`);
    return;
  }
  const content = rule.content ?? [];
  let i = 0;
  for (const child of content) {
    let count = 0;
    while (i < element.children.length && element.children[i]!.name === child.name) {
      if (count < child.max) check(element.children[i]!, child, here, errors);
      count++;
      i++;
    }
    if (count < child.min) errors.push(`${here}: brak wymaganego elementu ${child.name}`);
    if (count > child.max) errors.push(`${here}: element ${child.name} może wystąpić najwyżej ${child.max} raz(y)`);
  }
  for (const extra of element.children.slice(i))
    errors.push(
      `${here}: nieoczekiwany element ${extra.name} (zła kolejność lub element spoza obsługiwanej części schematu)`,
    );
}

const grosze = (value: string | undefined): number | null =>
  value && /^-?\d+(\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : null;
const find = (element: XmlElement | undefined, ...names: string[]): XmlElement | undefined =>
  names.reduce<XmlElement | undefined>((at, name) => at?.children.find((child) => child.name === name), element);

/** The problems of an FA(3) document, in Polish, or none. */
export function fa3Problems(xml: string): string[] {
  let root: XmlElement;
  try {
    root = parseXml(xml);
  } catch (error) {
    return [`Dokument nie jest poprawnym XML: ${messageOf(error)}`];
  }
  const errors: string[] = [];
  if (root.name !== 'Faktura') return [`Element główny musi być Faktura, nie ${root.name}`];
  if (root.attributes.xmlns !== FA3_NAMESPACE) errors.push(`Faktura: przestrzeń nazw musi być ${FA3_NAMESPACE}`);
  check(root, schema, '', errors);
  if (errors.length) return errors;
  // Beyond the schema: the NIP checksums and the sums.
  for (const who of ['Podmiot1', 'Podmiot2']) {
    const nip = find(root, who, 'DaneIdentyfikacyjne', 'NIP')?.text;
    if (nip && !isValidNip(nip)) errors.push(`/${who}/DaneIdentyfikacyjne/NIP: błędna suma kontrolna NIP`);
  }
  const fa = find(root, 'Fa');
  const [net = null, vat = null, gross = null] = ['P_13_1', 'P_14_1', 'P_15'].map((name) =>
    grosze(find(fa, name)?.text),
  );
  if (net !== null && vat !== null && gross !== null && net + vat !== gross)
    errors.push('/Faktura/Fa: P_15 nie jest sumą P_13_1 i P_14_1');
  const lines = fa?.children.filter((child) => child.name === 'FaWiersz') ?? [];
  const linesNet = lines.reduce((sum, line) => sum + (grosze(find(line, 'P_11')?.text) ?? 0), 0);
  if (net !== null && lines.length && linesNet !== net)
    errors.push('/Faktura/Fa: suma P_11 wierszy nie jest równa P_13_1');
  // A line's net value is its quantity times its unit net price (art. 106e ust. 1 pkt 8, 9, 11).
  lines.forEach((line, i) => {
    const [quantity, unitNet, lineNet] = [
      Number(find(line, 'P_8B')?.text ?? NaN),
      grosze(find(line, 'P_9A')?.text),
      grosze(find(line, 'P_11')?.text),
    ];
    if (!Number.isNaN(quantity) && unitNet !== null && lineNet !== null && Math.round(quantity * unitNet) !== lineNet) {
      errors.push(`/Faktura/Fa/FaWiersz[${i + 1}]: P_11 nie jest iloczynem P_8B i P_9A`);
    }
  });
  return errors;
}
