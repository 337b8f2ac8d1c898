/**
 * A small strict reader of XML documents (elements, attributes, text, the five predefined entities
 * and numeric references; no DTD, no processing instructions but the declaration, no CDATA):
 * enough to read back an e-invoice, and refuses anything else as not well-formed.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?/;

function decode(raw: string): string {
  if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(raw)) throw new Error('Nieznana encja XML');
  return raw.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g, (_, ref: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (named[ref]) return named[ref];
    return String.fromCodePoint(ref.startsWith('#x') ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10));
  });
}

export function parseXml(source: string): XmlElement {
  let at = 0;
  const rest = () => source.slice(at);
  const skipSpace = () => {
    while (at < source.length && /\s/.test(source[at]!)) at++;
  };
  if (rest().startsWith('<?xml')) {
    const end = source.indexOf('?>');
    if (end < 0) throw new Error('Niedomknięta deklaracja XML');
    at = end + 2;
  }
  skipSpace();
  const element = (): XmlElement => {
    if (source[at] !== '<') throw new Error(`Oczekiwano elementu na pozycji ${at}`);
    at++;
    const name = NAME.exec(rest())?.[0];
    if (!name) throw new Error(`Błędna nazwa elementu na pozycji ${at}`);
    at += name.length;
    const attributes: Record<string, string> = {};
    for (;;) {
      skipSpace();
      if (rest().startsWith('/>')) {
        at += 2;
        return { name, attributes, children: [], text: '' };
      }
      if (source[at] === '>') {
        at++;
        break;
      }
      const attr = /^([A-Za-z_][\w.:-]*)\s*=\s*("([^"<]*)"|'([^'<]*)')/.exec(rest());
      if (!attr) throw new Error(`Błędny atrybut w elemencie ${name}`);
      if (attr[1]! in attributes) throw new Error(`Powtórzony atrybut ${attr[1]} w elemencie ${name}`);
      attributes[attr[1]!] = decode(attr[3] ?? attr[4] ?? '');
      at += attr[0].length;
    }
    const children: XmlElement[] = [];
    let text = '';
    for (;;) {
      if (at >= source.length) throw new Error(`Niedomknięty element ${name}`);
      if (rest().startsWith('</')) {
        const close = new RegExp(`^</${name.replace(/[.:-]/g, '\\$&')}\\s*>`).exec(rest());
        if (!close) throw new Error(`Oczekiwano zamknięcia elementu ${name}`);
        at += close[0].length;
        return { name, attributes, children, text: children.length ? '' : decode(text) };
      }
      if (rest().startsWith('<!--')) {
        const end = source.indexOf('-->', at);
        if (end < 0) throw new Error('Niedomknięty komentarz');
        at = end + 3;
        continue;
      }
      if (source[at] === '<') {
        children.push(element());
        continue;
      }
      const next = source.indexOf('<', at);
      const chunk = source.slice(at, next < 0 ? source.length : next);
      if (children.length && chunk.trim()) throw new Error(`Tekst między elementami w ${name}`);
      text += chunk;
      at += chunk.length;
    }
  };
  const root = element();
  skipSpace();
  while (rest().startsWith('<!--')) {
    at = source.indexOf('-->', at) + 3;
    skipSpace();
  }
  if (at < source.length) throw new Error('Treść po elemencie głównym');
  return root;
}
