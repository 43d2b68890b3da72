// The pictures inside a scanned PDF (no text layer): a scanner or phone app writes each page as one image, and the
// invoice's QR code and text are in it. PDF.js decodes them (bounded in pixels) without rendering the page — on
// Node 20 its rendering drops glyphs — so the QR reader and the OCR engine get the scan itself.
import { l } from '@flp/shared';
import { extractImages, getDocumentProxy } from 'unpdf';
import { DocumentError } from '../../../platform/documents/sheet-rows';
import { MAX_IMAGE_PIXELS, type RawImage } from './image';

/** Pages of a scan looked at, and images kept per page (a scan is one image a page; logos and stamps are small). */
const MAX_SCAN_PAGES = 10;
const MAX_IMAGES_PER_PAGE = 4;
/** Images smaller than this are marks and stamps, not scans of a page or its QR code. */
const MIN_SIDE = 64;

/** The images of a PDF's first pages, largest first per page. */
export async function scannedImages(bytes: Uint8Array): Promise<RawImage[]> {
  let doc: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    doc = await getDocumentProxy(bytes.slice(), { verbosity: 0, maxImageSize: MAX_IMAGE_PIXELS });
  } catch {
    throw new DocumentError(
      l('PDF 文件已损坏, 无法读取其中的图片', 'The PDF file is damaged; its images cannot be read'),
    );
  }
  try {
    const images: RawImage[] = [];
    for (let page = 1; page <= Math.min(doc.numPages, MAX_SCAN_PAGES); page++) {
      const found = await extractImages(doc, page).catch(() => []);
      images.push(
        ...found
          .filter((image) => image.width >= MIN_SIDE && image.height >= MIN_SIDE)
          .sort((a, b) => b.width * b.height - a.width * a.height)
          .slice(0, MAX_IMAGES_PER_PAGE)
          .map(({ data, width, height, channels }) => ({ data, width, height, channels })),
      );
    }
    return images;
  } finally {
    await doc.loadingTask.destroy();
  }
}
