// XML from customers' invoice files (数电 XML, the parts of an OFD) as a plain tree, parsed safely. A DOCTYPE or an
// entity declaration is refused before the parser sees the text — no invoice format needs one, and they are how XML
// reaches files and memory it should not (XXE, billion laughs). Values stay text: fast-xml-parser would otherwise turn
// "02" into 2 and "188.50" into the float 188.5. Namespace prefixes (ofd:, fp:) are dropped: the formats are read by
// their element names.
import { l } from '@flp/shared';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { DocumentError, decodeText } from '../../../platform/documents/sheet-rows';

/** A parsed element: text, or children by name (arrays where the element repeats), attributes as '@Name'. */
export type XmlNode = string | { [name: string]: XmlNode | XmlNode[] | undefined };

/** Bytes an XML part may have (an invoice is a few KB; a page of an OFD rarely 1 MB). */
export const MAX_XML_BYTES = 8 * 1024 * 1024;

/** Elements that repeat in the invoice formats (always arrays, even when there is one). */
const REPEATED = new Set([
  'IssuItemInformation',
  'GoodsInfo',
  'CustomData',
  'TextObject',
  'TextCode',
  'ObjectRef',
  'CustomTag',
  'Attachment',
  'Page',
  'Signature',
  'PassengerTransportation',
]);

const unsafe = l(
  'XML 文件含有 DOCTYPE 或实体声明, 出于安全原因拒绝读取',
  'The XML file declares a DOCTYPE or entities and is refused for safety',
);

/** The tree of an XML text (bytes decoded as UTF-8, else GB18030); a DocumentError when unsafe or not well-formed. */
export function parseXml(input: Uint8Array | string, what = l('XML 文件', 'The XML file')): XmlNode {
  if (typeof input !== 'string' && input.length > MAX_XML_BYTES)
    throw new DocumentError(l(`${what['zh-CN']}过大 (最多 8 MB)`, `${what['en-US']} is too large (at most 8 MB)`));
  const text = typeof input === 'string' ? input : decodeText(input);
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new DocumentError(unsafe);
  const valid = XMLValidator.validate(text);
  if (valid !== true)
    throw new DocumentError(
      l(
        `${what['zh-CN']}格式不正确 (第 ${valid.err.line} 行: ${valid.err.msg})`,
        `${what['en-US']} is not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`,
      ),
    );
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    parseAttributeValue: false,
    processEntities: false,
    removeNSPrefix: true,
    trimValues: true,
    isArray: (name) => REPEATED.has(name),
  });
  return parser.parse(text) as XmlNode;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Text with the predefined and numeric character references resolved (the parser leaves them: processEntities off). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|lt|gt|amp|quot|apos);/g, (whole, ref: string) => {
    if (ref.startsWith('#x')) return safeCodePoint(Number.parseInt(ref.slice(2), 16)) ?? whole;
    if (ref.startsWith('#')) return safeCodePoint(Number(ref.slice(1))) ?? whole;
    return ENTITIES[ref];
  });
}

const safeCodePoint = (cp: number) => (cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : undefined);

/** The child at a path of element names (the first of a repeated one), or undefined. */
export function at(node: XmlNode | XmlNode[] | undefined, ...path: string[]): XmlNode | undefined {
  let current: XmlNode | XmlNode[] | undefined = node;
  for (const name of path) {
    if (Array.isArray(current)) current = current[0];
    if (current === undefined || typeof current === 'string') return undefined;
    current = current[name];
  }
  return Array.isArray(current) ? current[0] : current;
}

/** Every child of that name (repeated or not). */
export function all(node: XmlNode | undefined, name: string): XmlNode[] {
  if (node === undefined || typeof node === 'string') return [];
  const child = node[name];
  if (child === undefined) return [];
  return Array.isArray(child) ? child : [child];
}

/** The trimmed text of an element (its own text when it has attributes), null when empty or absent. */
export function textOf(node: XmlNode | XmlNode[] | undefined): string | null {
  if (Array.isArray(node)) return textOf(node[0]);
  if (node === undefined) return null;
  const raw = typeof node === 'string' ? node : node['#text'];
  if (typeof raw !== 'string') return null;
  const text = decodeEntities(raw).trim();
  return text === '' ? null : text;
}

/** The text at a path, or null. */
export const textAt = (node: XmlNode | undefined, ...path: string[]): string | null => textOf(at(node, ...path));

/** Texts joined by a space, the empty ones left out; null when all are empty. */
export function joinTexts(...parts: (string | null | undefined)[]): string | null {
  const kept = parts.filter((p): p is string => !!p && p.trim() !== '');
  return kept.length ? kept.join(' ') : null;
}

/** The name of the root element (the first key that is not the XML declaration). */
export function rootName(tree: XmlNode): string | undefined {
  if (typeof tree === 'string') return undefined;
  return Object.keys(tree).find((k) => !k.startsWith('?'));
}
