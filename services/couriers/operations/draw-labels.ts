// Shipping labels as one PDF (issue 26 item 3; docs/decisions/054): one label per page of
// 4 × 6 inches (288 × 432 pt), the size courier label printers take and that an office printer
// prints on A4 as well. Each label: the shop's name, the courier and tracking code (or "not
// booked"), the order code as a Code 128 barcode, the cash to collect (or "Paid") in large type,
// the recipient's name, phone and address in large type, and a QR code of the order code.
// pdfkit draws it; its text goes through fontkit, which shapes Bangla (conjuncts, reordered
// vowel signs, reph) with Noto Sans Bengali — the same font file the Bangla pages use
// (@fontsource-variable/noto-sans-bengali). Latin text is drawn in Helvetica; a line with both
// scripts is drawn run by run. bwip-js draws the barcodes as PNG.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';

export interface LabelWords {
  order: string;
  to: string;
  phone: string;
  courier: string;
  /** The cash line: "COD ৳1,250" or "Paid". */
  cash: string;
  items: string;
}

export interface LabelData {
  shopName: string;
  code: string;
  /** "Steadfast · SF12AB34CD" or the "not booked" words. */
  courierLine: string;
  name: string;
  phone: string;
  address: string;
  words: LabelWords;
}

export const LABEL_SIZE: readonly [number, number] = [288, 432];
const MARGIN = 14;
const WIDTH = LABEL_SIZE[0] - 2 * MARGIN;

const BENGALI_FONT = join(dirname(createRequire(import.meta.url).resolve('@fontsource-variable/noto-sans-bengali/LICENSE')), 'files', 'noto-sans-bengali-bengali-wght-normal.woff2');
const BENGALI = /[\u0980-\u09FF\u200C\u200D]/;

/** The text as runs of one script each: Bangla (with the spaces and marks between Bangla words) or not. */
export function scriptRuns(text: string): Array<{ bn: boolean; text: string }> {
  const runs: Array<{ bn: boolean; text: string }> = [];
  for (const ch of text) {
    const last = runs[runs.length - 1];
    const bn = BENGALI.test(ch) || (last?.bn === true && /[\s,.\-/()]/.test(ch));
    if (last && last.bn === bn) last.text += ch;
    else runs.push({ bn, text: ch });
  }
  return runs;
}

type Doc = InstanceType<typeof PDFDocument>;

function write(doc: Doc, text: string, size: number, options: { bold?: boolean; align?: 'left' | 'center' | 'right'; width?: number; x?: number } = {}) {
  const runs = scriptRuns(text.replace(/\s+/g, ' ').trim() || ' ');
  const x = options.x ?? MARGIN;
  runs.forEach((run, i) => {
    doc.font(run.bn ? 'bn' : options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
    const more = i < runs.length - 1;
    if (i === 0) doc.text(run.text, x, doc.y, { width: options.width ?? WIDTH, align: options.align ?? 'left', continued: more, lineGap: 1 });
    else doc.text(run.text, { continued: more });
  });
}

async function png(bcid: 'code128' | 'qrcode', text: string): Promise<Buffer> {
  const options = bcid === 'code128' ? { bcid, text, scale: 3, height: 14, includetext: true, textxalign: 'center' as const, textsize: 11 } : { bcid, text, scale: 4 };
  return bwipjs.toBuffer(options);
}

/** The labels as one PDF (bytes), one page each, in the order given. */
export async function drawLabels(labels: readonly LabelData[]): Promise<Uint8Array> {
  const images = await Promise.all(labels.map(async (l) => ({ bar: await png('code128', l.code), qr: await png('qrcode', l.code) })));
  const doc = new PDFDocument({ size: [...LABEL_SIZE], margin: MARGIN, autoFirstPage: false, info: { Title: 'Shipping labels', Producer: 'haat' } });
  doc.registerFont('bn', BENGALI_FONT);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  labels.forEach((label, i) => {
    const { bar, qr } = images[i]!;
    doc.addPage({ size: [...LABEL_SIZE], margin: MARGIN });
    doc.y = MARGIN;
    write(doc, label.shopName, 15, { bold: true });
    write(doc, `${label.words.courier}: ${label.courierLine}`, 10);
    doc.moveDown(0.3);
    doc.image(bar, MARGIN + 10, doc.y, { fit: [WIDTH - 20, 64], align: 'center' });
    doc.y += 70;
    doc.rect(MARGIN, doc.y, WIDTH, 40).lineWidth(2).stroke();
    const boxTop = doc.y;
    doc.y = boxTop + 9;
    write(doc, label.words.cash, 22, { bold: true, align: 'center' });
    doc.y = boxTop + 48;
    write(doc, label.words.to, 10);
    write(doc, label.name, 20, { bold: true });
    write(doc, `${label.words.phone}: ${label.phone}`, 17, { bold: true });
    doc.moveDown(0.2);
    write(doc, label.address, 15);
    const qrSize = 84;
    const bottom = LABEL_SIZE[1] - MARGIN - qrSize;
    doc.image(qr, LABEL_SIZE[0] - MARGIN - qrSize, bottom, { width: qrSize, height: qrSize });
    doc.y = bottom + 30;
    write(doc, label.words.order, 13, { bold: true, width: WIDTH - qrSize - 8 });
    write(doc, label.words.items, 10, { width: WIDTH - qrSize - 8 });
  });
  if (labels.length === 0) doc.addPage();
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
