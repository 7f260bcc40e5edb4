import PDFDocument from 'pdfkit';
import { fontFiles, runsOf, type Face } from './typefaces';

/**
 * The print layout: a comp card in the industry's format, 8.5 × 5.5 in landscape, two pages
 * (front, back), and a shortlist as a cover page followed by one card per talent. Pure apart
 * from pdfkit: it receives the words and the already prepared JPEGs and returns the PDF bytes.
 *
 * The look follows agency print: generous white space, names in capitals with wide tracking,
 * photos full-bleed on the front and in a clean row on the back, the brand colour only as a thin
 * accent (and as the fill of a frame whose photo could not be had, so a card never breaks).
 */

/** PDF points: 72 per inch. */
export const PAGE = { width: 8.5 * 72, height: 5.5 * 72 } as const;

export interface Frame {
  x: number;
  y: number;
  width: number;
  height: number;
}

const INK = '#141414';
const MUTED = '#7d7d7d';
const HAIRLINE = '#dedede';

/** The front's photo: the left half, bled off three edges. */
export const FRONT_PHOTO: Frame = { x: 0, y: 0, width: PAGE.width / 2, height: PAGE.height };

const BACK_MARGIN = 30;
const BACK_GUTTER = 8;
const BACK_PHOTO_COUNT = 4;
const BACK_PHOTO_WIDTH = (PAGE.width - 2 * BACK_MARGIN - (BACK_PHOTO_COUNT - 1) * BACK_GUTTER) / BACK_PHOTO_COUNT;
/** The back's four book photos, in one row, portrait 2:3. */
export const BACK_PHOTOS: readonly Frame[] = Array.from({ length: BACK_PHOTO_COUNT }, (_, i) => ({
  x: BACK_MARGIN + i * (BACK_PHOTO_WIDTH + BACK_GUTTER),
  y: BACK_MARGIN + 6,
  width: BACK_PHOTO_WIDTH,
  height: BACK_PHOTO_WIDTH * 1.5,
}));

export interface PrintMeasure {
  key: string;
  label: string;
  metric: string;
  imperial: string | null;
}

export interface CardContent {
  name: string;
  measures: readonly PrintMeasure[];
  /** JPEG for the front frame, null when the photo could not be had. */
  front: Buffer | null;
  /** JPEGs for the back frames, in order; missing or null entries are filled with the brand colour. */
  back: readonly (Buffer | null)[];
}

export interface BrandPrint {
  name: string;
  /** '#RRGGBB' */
  color: string;
  /** The brand's public domain, printed small ('cqdigital.com.br'). */
  domain: string | null;
  /** The agency's contact lines (e-mail, phone, address). */
  contact: readonly string[];
}

interface DocumentInfo {
  title: string;
  author: string;
  subject: string;
  /** BCP 47 language tag of the text. */
  lang: string;
}

type Doc = PDFKit.PDFDocument;

interface TextOptions {
  /** Extra space after each character, in points. */
  tracking?: number;
  color?: string;
  align?: 'left' | 'right';
}

/** Text drawn in runs (see typefaces.ts) at exact positions: y is the top of the line box. */
class Setter {
  constructor(readonly doc: Doc) {}

  width(face: Face, size: number, text: string, tracking = 0): number {
    let width = 0;
    for (const run of runsOf(face, text)) {
      width += this.doc.font(run.font).fontSize(size).widthOfString(run.text, { characterSpacing: tracking });
    }
    // pdfkit counts the tracking between characters only: add it where two runs meet.
    return width + Math.max(0, runsOf(face, text).length - 1) * tracking;
  }

  draw(face: Face, size: number, text: string, x: number, y: number, options: TextOptions = {}): void {
    const tracking = options.tracking ?? 0;
    let left = options.align === 'right' ? x - this.width(face, size, text, tracking) : x;
    this.doc.fillColor(options.color ?? INK);
    for (const run of runsOf(face, text)) {
      this.doc.font(run.font).fontSize(size);
      this.doc.text(run.text, left, y, { lineBreak: false, characterSpacing: tracking });
      left += this.doc.widthOfString(run.text, { characterSpacing: tracking }) + tracking;
    }
  }

  /** Lines of at most `width`, broken between words (a word longer than a line is cut with an ellipsis). */
  wrap(face: Face, size: number, text: string, width: number, tracking = 0): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (this.width(face, size, candidate, tracking) <= width || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    return lines.map((l) => this.fit(face, size, l, width, tracking));
  }

  /** The text, or its longest start that fits with an ellipsis. */
  fit(face: Face, size: number, text: string, width: number, tracking = 0): string {
    if (this.width(face, size, text, tracking) <= width) return text;
    const chars = [...text];
    while (chars.length > 1 && this.width(face, size, `${chars.join('').trimEnd()}…`, tracking) > width) chars.pop();
    return `${chars.join('').trimEnd()}…`;
  }
}

function newDocument(info: DocumentInfo): { doc: Doc; done: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    autoFirstPage: false,
    pdfVersion: '1.7',
    lang: info.lang,
    displayTitle: true,
    info: { Title: info.title, Author: info.author, Subject: info.subject, Creator: info.author },
  });
  for (const files of Object.values(fontFiles())) {
    for (const file of files) doc.registerFont(file.name, file.bytes);
  }
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** A prepared JPEG (already cropped to the frame's ratio), or the frame in the brand colour. */
function photo(doc: Doc, frame: Frame, jpeg: Buffer | null | undefined, color: string): void {
  if (jpeg) {
    try {
      doc.image(jpeg, frame.x, frame.y, { width: frame.width, height: frame.height });
      return;
    } catch {
      // pdfkit refuses a JPEG it cannot read: the frame is filled instead.
    }
  }
  doc.rect(frame.x, frame.y, frame.width, frame.height).fill(color);
}

function rule(doc: Doc, x: number, y: number, width: number, color: string, weight = 1.6): void {
  doc.rect(x, y, width, weight).fill(color);
}

/** Brand lettering: its name in capitals, tracked, with a short rule in the brand colour beneath. */
function brandMark(set: Setter, brand: BrandPrint, x: number, y: number, align: 'left' | 'right' = 'left'): void {
  const text = brand.name.toUpperCase();
  set.draw('sansMedium', 7.5, text, x, y, { tracking: 2.6, align });
  const ruleWidth = 22;
  rule(set.doc, align === 'right' ? x - ruleWidth : x, y + 14, ruleWidth, brand.color);
}

/** The name as large as fits (serif capitals, wide tracking), over as few lines as it needs. */
function nameBlock(set: Setter, name: string, x: number, bottom: number, width: number): number {
  const text = name.toUpperCase();
  for (let size = 27; ; size -= 1) {
    const tracking = size * 0.16;
    const lines = set.wrap('serif', size, text, width, tracking);
    const fits = lines.every((l) => !l.endsWith('…')) && lines.length <= 3;
    if (fits || size <= 14) {
      const leading = size * 1.22;
      const top = bottom - lines.length * leading;
      lines.forEach((line, i) => set.draw('serif', size, line, x, top + i * leading, { tracking }));
      return top;
    }
  }
}

function front(set: Setter, card: CardContent, brand: BrandPrint): void {
  const { doc } = set;
  doc.addPage();
  photo(doc, FRONT_PHOTO, card.front, brand.color);
  const left = FRONT_PHOTO.width + 44;
  const right = PAGE.width - 44;
  brandMark(set, brand, left, 46);
  const height = card.measures.find((m) => m.key === 'height');
  // The name sits low, above a single line of detail: the height, as agencies print it first.
  const detailY = PAGE.height - 96;
  nameBlock(set, card.name, left, detailY - 18, right - left);
  if (height) {
    const detail = [height.metric, height.imperial].filter(Boolean).join('  /  ');
    set.draw('sansLight', 8.5, detail, left, detailY, { tracking: 1.2, color: MUTED });
  }
  if (brand.domain)
    set.draw('sans', 6.5, brand.domain.toUpperCase(), left, PAGE.height - 52, { tracking: 2, color: MUTED });
}

function back(set: Setter, card: CardContent, brand: BrandPrint): void {
  const { doc } = set;
  doc.addPage();
  BACK_PHOTOS.forEach((frame, i) => photo(doc, frame, card.back[i], brand.color));
  const top = BACK_PHOTOS[0]!.y + BACK_PHOTOS[0]!.height + 28;
  const left = BACK_MARGIN;
  const right = PAGE.width - BACK_MARGIN;

  // The name over at most two lines, left of the contact block; the measures follow it.
  const nameLines = set.wrap('sansMedium', 9.5, card.name.toUpperCase(), 330, 2.6);
  const shown =
    nameLines.length > 2 ? [nameLines[0]!, set.fit('sansMedium', 9.5, `${nameLines[1]} …`, 330, 2.6)] : nameLines;
  shown.forEach((line, i) => set.draw('sansMedium', 9.5, line, left, top + i * 14, { tracking: 2.6 }));
  const measuresTop = top + 30 + (shown.length - 1) * 14;
  const columnWidth = 62;
  card.measures.slice(0, 6).forEach((measure, i) => {
    const x = left + i * columnWidth;
    const y = measuresTop;
    set.draw('sans', 5.8, set.fit('sans', 5.8, measure.label.toUpperCase(), columnWidth - 8, 1.3), x, y, {
      tracking: 1.3,
      color: MUTED,
    });
    set.draw('sans', 10.5, measure.metric, x, y + 11);
    if (measure.imperial) set.draw('sansLight', 8, measure.imperial, x, y + 27, { color: MUTED });
  });

  brandMark(set, brand, right, top, 'right');
  const contactWidth = 210;
  let y = top + 30;
  for (const line of brand.contact) {
    for (const part of set.wrap('sans', 7, line, contactWidth)) {
      set.draw('sans', 7, part, right, y, { color: MUTED, align: 'right' });
      y += 11;
    }
  }
  if (brand.domain) set.draw('sans', 6.5, brand.domain.toUpperCase(), right, y + 4, { tracking: 2, align: 'right' });
}

export interface CardDocument {
  card: CardContent;
  brand: BrandPrint;
  lang: string;
  subject: string;
}

/** One comp card: front and back, two pages. */
export async function renderCard({ card, brand, lang, subject }: CardDocument): Promise<Buffer> {
  const { doc, done } = newDocument({ title: `${card.name} — ${brand.name}`, author: brand.name, subject, lang });
  const set = new Setter(doc);
  front(set, card, brand);
  back(set, card, brand);
  doc.end();
  return done;
}

export interface ShortlistDocument {
  cards: readonly CardContent[];
  brand: BrandPrint;
  lang: string;
  /** Cover title ('Shortlist'), date as printed, and the count as words ('12 talents'). */
  title: string;
  date: string;
  count: string;
}

/** The shortlist's cover: brand, title, date, number of talents and an index of the names. */
function cover(set: Setter, shortlist: ShortlistDocument): void {
  const { doc } = set;
  const { brand } = shortlist;
  doc.addPage();
  const left = 48;
  const middle = PAGE.width / 2 + 4;
  brandMark(set, brand, left, 48);
  set.draw('serif', 32, shortlist.title.toUpperCase(), left, 150, { tracking: 5.5 });
  set.draw('sansLight', 9, shortlist.date, left, 200, { tracking: 0.6, color: MUTED });
  set.draw('sansMedium', 9, shortlist.count.toUpperCase(), left, 216, { tracking: 1.8 });
  const contact = brand.contact.flatMap((line) => set.wrap('sans', 7, line, middle - left - 48));
  let y = PAGE.height - 48 - 11 * contact.length - (brand.domain ? 14 : 0);
  for (const line of contact) {
    set.draw('sans', 7, line, left, y, { color: MUTED });
    y += 11;
  }
  if (brand.domain) set.draw('sans', 6.5, brand.domain.toUpperCase(), left, y + 3, { tracking: 2 });

  // The index: numbered names in up to two columns right of a hairline.
  doc.rect(middle - 24, 48, 0.5, PAGE.height - 96).fill(HAIRLINE);
  const rows = 25;
  // One column takes the whole width; a second one comes only past `rows` names.
  const columnWidth = (PAGE.width - 48 - middle) / (shortlist.cards.length > rows ? 2 : 1);
  shortlist.cards.slice(0, rows * 2).forEach((card, i) => {
    const x = middle + Math.floor(i / rows) * columnWidth;
    const rowY = 50 + (i % rows) * 11.6;
    set.draw('sans', 6.5, String(i + 1).padStart(2, '0'), x, rowY + 0.5, { color: MUTED });
    set.draw('sans', 7, set.fit('sans', 7, card.name.toUpperCase(), columnWidth - 30, 1), x + 18, rowY, {
      tracking: 1,
    });
  });
}

/** A shortlist: a cover page, then each talent's card (front and back). */
export async function renderShortlist(shortlist: ShortlistDocument): Promise<Buffer> {
  const { brand } = shortlist;
  const { doc, done } = newDocument({
    title: `${shortlist.title} — ${brand.name}`,
    author: brand.name,
    subject: `${shortlist.count}, ${shortlist.date}`,
    lang: shortlist.lang,
  });
  const set = new Setter(doc);
  cover(set, shortlist);
  for (const card of shortlist.cards) {
    front(set, card, brand);
    back(set, card, brand);
  }
  doc.end();
  return done;
}
