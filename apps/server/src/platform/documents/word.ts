// Word templates (.docx with `{placeholder}` tags, `{#rows}…{/rows}` loops for tables): checked when uploaded,
// filled when a document is made (contracts, review-meeting minutes, board resolutions). docxtemplater does the
// filling; this module adds the limits an uploaded file must keep and error messages a user can act on.
import { type Localized, l } from '@flp/shared';
import Docxtemplater from 'docxtemplater';
import InspectModule from 'docxtemplater/js/inspect-module.js';
import PizZip from 'pizzip';

export interface TemplateLimits {
  /** The file itself. */
  maxBytes: number;
  /** Entries in the archive (a .docx has a few dozen). */
  maxEntries: number;
  /** All entries unpacked: a small file that unpacks to gigabytes is refused before it is read. */
  maxUnpackedBytes: number;
}

export const DEFAULT_TEMPLATE_LIMITS: TemplateLimits = {
  maxBytes: 10 * 1024 * 1024,
  maxEntries: 1000,
  maxUnpackedBytes: 100 * 1024 * 1024,
};

/** A template that cannot be used, with the reason in both languages. */
export class TemplateError extends Error {
  constructor(readonly localized: Localized) {
    super(localized['zh-CN']);
    this.name = 'TemplateError';
  }
}

export interface TemplateTag {
  /** The tag's name (`lessee.name` for a property path). */
  name: string;
  /** A loop (`{#rows}`): its inner tags are the loop items' fields. */
  loop: boolean;
  /** Tags inside a loop. */
  children: TemplateTag[];
}

interface ZipEntry {
  dir: boolean;
  _data?: { uncompressedSize?: number };
}

/** Opens the archive within the limits; refuses anything that is not a Word document. */
function openZip(bytes: Uint8Array, limits: TemplateLimits): PizZip {
  if (bytes.length > limits.maxBytes)
    throw new TemplateError(
      l(
        `模板文件过大: 不能超过 ${Math.round(limits.maxBytes / 1024 / 1024)} MB`,
        `The template is too large: at most ${Math.round(limits.maxBytes / 1024 / 1024)} MB`,
      ),
    );
  let zip: PizZip;
  try {
    zip = new PizZip(bytes);
  } catch {
    throw new TemplateError(l('模板不是 Word 文档(.docx)', 'The template is not a Word document (.docx)'));
  }
  const entries = Object.values(zip.files) as unknown as ZipEntry[];
  if (entries.length > limits.maxEntries)
    throw new TemplateError(
      l(`模板包含的文件过多(${entries.length})`, `The template holds too many parts (${entries.length})`),
    );
  const unpacked = entries.reduce((n, e) => n + (e._data?.uncompressedSize ?? 0), 0);
  if (unpacked > limits.maxUnpackedBytes)
    throw new TemplateError(l('模板解压后过大', 'The template unpacks to too much data'));
  if (!zip.file('word/document.xml'))
    throw new TemplateError(l('模板不是 Word 文档(.docx)', 'The template is not a Word document (.docx)'));
  return zip;
}

/** docxtemplater's errors as one message naming the tags at fault. */
function templateProblem(e: unknown): TemplateError {
  const errors = (e as { properties?: { errors?: { properties?: { explanation?: string; xtag?: string } }[] } })
    .properties?.errors;
  const lines = (errors?.length ? errors : [e as { properties?: { explanation?: string; xtag?: string } }])
    .map((x) => x.properties?.explanation ?? (x as unknown as Error).message)
    .filter(Boolean)
    .slice(0, 5);
  const text = lines.join('; ') || String((e as Error)?.message ?? e);
  return new TemplateError(l(`模板占位符有误: ${text}`, `The template's placeholders are wrong: ${text}`));
}

/** `{a.b}` reads own properties along the path (never a method, never the prototype); `{.}` is the item itself. */
function pathParser(tag: string) {
  const path = tag.trim() === '.' ? [] : tag.trim().split('.');
  return {
    get(scope: unknown) {
      let v: unknown = scope;
      for (const key of path) {
        if (v === null || typeof v !== 'object' || !Object.hasOwn(v, key)) return undefined;
        v = (v as Record<string, unknown>)[key];
      }
      return typeof v === 'function' ? undefined : v;
    },
  };
}

function compile(zip: PizZip, modules: unknown[] = [], nullText = '') {
  try {
    return new Docxtemplater(zip, {
      paragraphLoop: true,
      errorLogging: false,
      linebreaks: true,
      modules: modules as never,
      parser: pathParser as never,
      // A value the data lacks prints as empty (or the marker given), never as "undefined".
      nullGetter: () => nullText,
    });
  } catch (e) {
    throw templateProblem(e);
  }
}

function tagsOf(tree: Record<string, unknown>): TemplateTag[] {
  return Object.entries(tree).map(([name, inner]) => {
    const children = inner && typeof inner === 'object' ? tagsOf(inner as Record<string, unknown>) : [];
    return { name, loop: children.length > 0, children };
  });
}

/** Checks an uploaded template and answers its placeholders (for the reference users see and for a missing-tag check). */
export function inspectTemplate(bytes: Uint8Array, limits: TemplateLimits = DEFAULT_TEMPLATE_LIMITS): TemplateTag[] {
  const inspect = new InspectModule();
  compile(openZip(bytes, limits), [inspect]);
  return tagsOf(inspect.getAllTags());
}

/** Fills a template with data: `{a.b}` reads properties, `{#list}…{/list}` repeats (a table row repeats per item). */
export function fillTemplate(
  bytes: Uint8Array,
  data: Record<string, unknown>,
  limits: TemplateLimits = DEFAULT_TEMPLATE_LIMITS,
): Buffer {
  const doc = compile(openZip(bytes, limits));
  try {
    doc.render(data);
  } catch (e) {
    throw templateProblem(e);
  }
  return doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' }) as Buffer;
}
