// Word templates (.docx with `{placeholder}` tags, `{#rows}…{/rows}` loops for tables): checked when uploaded,
// filled when a document is made (contracts, review-meeting minutes, board resolutions). docxtemplater does the
// filling; this module adds the limits an uploaded file must keep and error messages a user can act on.
import { type Localized, l } from '@flp/shared';
import Docxtemplater from 'docxtemplater';
import InspectModule from 'docxtemplater/js/inspect-module.js';
import PizZip from 'pizzip';
import { measureZip } from '../zip/budget';

export interface TemplateLimits {
  /** The file itself. */
  maxBytes: number;
  /** Entries in the archive (a .docx has a few dozen). */
  maxEntries: number;
  /** All entries unpacked, counted while inflating (not as declared): a small file that unpacks to gigabytes is
   * refused before it is read. */
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

/** Opens the archive within the limits; refuses anything that is not a Word document. */
function openZip(bytes: Uint8Array, limits: TemplateLimits): PizZip {
  if (bytes.length > limits.maxBytes)
    throw new TemplateError(
      l(
        `模板文件过大: 不能超过 ${Math.round(limits.maxBytes / 1024 / 1024)} MB`,
        `The template is too large: at most ${Math.round(limits.maxBytes / 1024 / 1024)} MB`,
      ),
    );
  const notDocx = new TemplateError(l('模板不是 Word 文档(.docx)', 'The template is not a Word document (.docx)'));
  // Counted before PizZip opens it: PizZip would inflate what the archive's own headers declare.
  const measured = measureZip(bytes, limits);
  if (!measured.ok && measured.reason === 'entries')
    throw new TemplateError(l('模板包含的文件过多', 'The template holds too many parts'));
  if (!measured.ok && measured.reason === 'unpacked')
    throw new TemplateError(l('模板解压后过大', 'The template unpacks to too much data'));
  if (!measured.ok) throw notDocx;
  let zip: PizZip;
  try {
    zip = new PizZip(bytes);
  } catch {
    throw notDocx;
  }
  if (!zip.file('word/document.xml')) throw notDocx;
  return zip;
}

interface XtProblem {
  message?: string;
  properties?: { id?: string; explanation?: string; xtag?: string; errors?: XtProblem[] };
}

/** docxtemplater's problems in both languages, by its error ids (its own English explanation for the rest). */
const PROBLEMS: Record<string, (tag: string) => Localized> = {
  unclosed_tag: (t) => l(`占位符 {${t} 没有闭合`, `the tag {${t} is not closed`),
  unopened_tag: (t) => l(`占位符 ${t}} 没有开始的 {`, `the tag ${t}} has no opening {`),
  unclosed_loop: (t) => l(`循环 {#${t}} 没有结束的 {/${t}}`, `the loop {#${t}} has no closing {/${t}}`),
  unopened_loop: (t) => l(`结束标记 {/${t}} 没有对应的 {#${t}}`, `the closing {/${t}} has no opening {#${t}}`),
  closing_tag_does_not_match_opening_tag: (t) =>
    l(`结束标记与开始标记不一致: ${t}`, `a closing tag does not match its opening tag: ${t}`),
  unbalanced_loop_tags: (t) => l(`循环标记交错: ${t}`, `loop tags overlap: ${t}`),
  duplicate_open_tag: (t) => l(`占位符多了一个 {: ${t}`, `a tag has a second {: ${t}`),
  duplicate_close_tag: (t) => l(`占位符多了一个 }: ${t}`, `a tag has a second }: ${t}`),
};

function describeProblem(x: XtProblem): Localized {
  const p = x.properties ?? {};
  const known = p.id ? PROBLEMS[p.id] : undefined;
  if (known) return known(String(p.xtag ?? '').slice(0, 80));
  const text = p.explanation ?? x.message ?? '';
  return l(text, text);
}

/** docxtemplater's errors as one message naming the tags at fault (the first five). */
function templateProblem(e: unknown): TemplateError {
  const err = e as XtProblem;
  const all = err.properties?.errors?.length ? err.properties.errors : [err];
  const shown = all.slice(0, 5).map(describeProblem);
  const join = (lang: keyof Localized) =>
    shown
      .map((m) => m[lang])
      .filter(Boolean)
      .join('; ');
  return new TemplateError(
    l(`模板占位符有误: ${join('zh-CN')}`, `The template's placeholders are wrong: ${join('en-US')}`),
  );
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
