// OCR of a photo or scan with no QR code to go on, the last resort (design brief wave 3 §6.3 item 5): tesseract.js
// with the simplified-Chinese "best_int" model shipped in @tesseract.js-data/chi_sim, read from node_modules (no
// network). It reads the header lines of an invoice well — number, date, names, tax ids — and garbles table rows and
// the ¥ of amounts, so only header fields and 价税合计 are taken, the result is a draft for a person to confirm, and
// its confidence never exceeds 0.7.
//
// Slow (a second or more per page, more to load): the engine is loaded on first use only, one recognition runs at a
// time (a queue), each is bounded in time, and the worker is let go after a minute idle.
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { l } from '@flp/shared';
import { emptyInvoice, findAmountWords, parseIssueDate, parseMoney, type ReadInvoice } from '@flp/shared/invoice';
import type { Worker } from 'tesseract.js';
import { DocumentError } from '../../../platform/documents/sheet-rows';
import { invoiceTypeOfTitle } from './pdf';

/** Time one recognition may take. */
export const OCR_TIMEOUT_MS = 60_000;
/** A worker idle this long is terminated (its model holds tens of MB). */
const IDLE_MS = 60_000;

let worker: Promise<Worker> | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let queue: Promise<unknown> = Promise.resolve();

/** Runs jobs one after another, whatever the one before did. */
function serially<T>(job: () => Promise<T>): Promise<T> {
  const run = queue.then(job, job);
  queue = run.catch(() => undefined);
  return run;
}

/** The directory of the chi_sim best_int model inside node_modules. */
function langPath(): string {
  const pkg = createRequire(import.meta.url).resolve('@tesseract.js-data/chi_sim/package.json');
  return join(dirname(pkg), '4.0.0_best_int');
}

function getWorker(): Promise<Worker> {
  worker ??= (async () => {
    const { createWorker, OEM, PSM } = await import('tesseract.js');
    const w = await createWorker('chi_sim', OEM.LSTM_ONLY, { langPath: langPath(), gzip: true, cacheMethod: 'none' });
    // one column of text of varying sizes: the automatic layout drops the bordered 合计 and 价税合计 rows
    await w.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_COLUMN });
    return w;
  })().catch((error) => {
    worker = undefined;
    throw error;
  });
  return worker;
}

/** Terminates the OCR worker (it starts again on the next recognition). */
export async function closeOcr(): Promise<void> {
  clearTimeout(idleTimer);
  const current = worker;
  worker = undefined;
  if (current) await (await current).terminate().catch(() => undefined);
}

/** The text of an image file (PNG/JPEG bytes, already bounded by the caller) and the engine's mean confidence 0–100. */
export function recognise(image: Uint8Array): Promise<{ text: string; confidence: number }> {
  return serially(async () => {
    clearTimeout(idleTimer);
    let timer: NodeJS.Timeout | undefined;
    try {
      const w = await getWorker();
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), OCR_TIMEOUT_MS);
      });
      const result = await Promise.race([w.recognize(Buffer.from(image)), timeout]);
      return { text: result.data.text, confidence: result.data.confidence };
    } catch (error) {
      await closeOcr();
      if ((error as Error).message === 'timeout')
        throw new DocumentError(l('图片文字识别超时', 'Reading the text of the image (OCR) timed out'));
      throw new DocumentError(l('图片文字识别失败', 'Reading the text of the image (OCR) failed'));
    } finally {
      clearTimeout(timer);
      idleTimer = setTimeout(() => void closeOcr(), IDLE_MS);
      idleTimer.unref();
    }
  });
}

const CJK = '\\u4e00-\\u9fff';

/** OCR text in a form labels can be matched in: NFKC, the spaces tesseract puts between Chinese characters closed. */
export function compactOcrText(text: string): string {
  return text
    .normalize('NFKC')
    .split('\n')
    .map((line) =>
      line
        .replace(new RegExp(`(?<=[${CJK}:/(）)]) +(?=[${CJK}:/(（])`, 'g'), '')
        .replace(/ *: */g, ':')
        .trim(),
    )
    .join('\n');
}

/** Letters OCR reads into a credit code that its alphabet does not have (I O Z S for 1 0 2 5). */
const fixCreditCode = (code: string) =>
  code.length === 18 ? code.replace(/I/g, '1').replace(/O/g, '0').replace(/Z/g, '2').replace(/S/g, '5') : code;

/** A company name cut after its legal-form ending when a stray character or two follow (a caption read as text). */
const cleanName = (name: string) => /^(.+?(?:有限公司|公司|厂|中心|商行|事务所))[\s\S]{1,2}$/.exec(name)?.[1] ?? name;

/** The header fields an OCR text shows (source 'ocr'; a draft). */
export function invoiceFromOcrText(raw: string): ReadInvoice {
  const text = compactOcrText(raw);
  const inv = emptyInvoice('ocr');
  inv.invoiceType = invoiceTypeOfTitle(text.split('\n').slice(0, 6).join(' '));
  const number = /发票号码:?\s*([\d ]{8,30})/.exec(text)?.[1].replace(/\s/g, '');
  inv.invoiceNumber = number ? (/\d{20}/.exec(number)?.[0] ?? number) : null;
  inv.invoiceCode = /发票代码:?\s*(\d[\d ]{9,14})/.exec(text)?.[1].replace(/\s/g, '') ?? null;
  const date = /开票日期:?\s*(\d{4}\s*年\s*\d{1,2}\s*月\s*\d{1,2}\s*日)/.exec(text)?.[1];
  inv.issueDate = date ? parseIssueDate(date) : null;
  const names = [...text.matchAll(/(?<![目务])名称:?\s*([^\s:]+?)(?=名称|\s|$)/g)].map((m) => cleanName(m[1]));
  inv.buyerName = names[0] ?? null;
  inv.sellerName = names[1] ?? null;
  const ids = [...text.matchAll(/识别号:?\s*([0-9A-Z]{15,20})/g)].map((m) => fixCreditCode(m[1]));
  inv.buyerTaxId = ids[0] ?? null;
  inv.sellerTaxId = ids[1] ?? null;
  const lines = text.split('\n');
  const sums = lines.find((line) => line.startsWith('合计'))?.match(/-?\d[\d,]*\.\d{2}/g) ?? [];
  inv.amountExclTax = parseMoney(sums[0]);
  inv.taxAmount = parseMoney(sums[1]);
  const totalLine = lines.find((line) => line.includes('价税合计') || line.includes('小写')) ?? '';
  const small = /小写\)?\s*\D?\s*(-?[\d,]+\.\d{2})/.exec(totalLine);
  inv.totalAmount = small ? parseMoney(small[1]) : null;
  inv.totalInWords = findAmountWords(totalLine.replace(/.*价税合计(\(大写\))?/, ''));
  inv.isRedLetter = inv.totalAmount?.startsWith('-') ?? false;
  return inv;
}
