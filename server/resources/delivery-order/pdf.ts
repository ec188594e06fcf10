// The delivery order as a printable document (Surat Jalan): GET /delivery-order/{id}/pdf.
// A4 portrait, pdfkit's built-in Helvetica (WinAnsi, so text is reduced to that character set),
// Indonesian labels, dates in WIB (delivery-order.md §9). Every block is measured before it is
// drawn and moves to the next page when it does not fit, so nothing runs past the footer; the
// loads table repeats its header on each page it continues on. The footer ('Dicetak …',
// 'Halaman X dari Y') is written last, once the page count is known (bufferPages).
import PDFDocument from 'pdfkit';
import { orderTotals } from '../../../src/domain/delivery-order/loads.ts';
import { isDeliveryStatus, STATUS_LABELS } from '../../../src/domain/delivery-order/statuses.ts';
import type { StoredRecordOf } from '../../../src/generated/types.ts';
import {
  EMPTY,
  formatClockRange,
  formatDateOnly,
  formatDateTimeWib,
  formatDuration,
  formatNumber,
  toNumber,
} from './format.ts';

/**
 * A delivery order as the API returns it, expanded (schemas/delivery-order.schema.json). Partial:
 * the document shows '-' for whatever is missing.
 */
export type PdfOrder = Partial<StoredRecordOf<'delivery-order'>>;

/** A load line as the API returns it, product expanded (schemas/delivery-order-load.schema.json); product_name when the product is not. */
export type PdfLoad = Partial<StoredRecordOf<'delivery-order-load'>> & {
  product_name?: string | null;
};

type CustomField = NonNullable<PdfOrder['user_definition_fields']>[number];

export interface PdfOptions {
  /** The print time shown in the footer and stored as the PDF's creation date (now when absent). */
  generatedAt?: Date;
  /** The company named at the top left (Armada when absent). */
  companyName?: string;
}

type Doc = PDFKit.PDFDocument;

// ---------------------------------------------------------------- page geometry and style

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = { top: 40, bottom: 40, left: 40, right: 40 };
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const FOOTER_HEIGHT = 26;
/** Content never goes below this line: the footer sits under it. */
const CONTENT_BOTTOM = PAGE.height - MARGIN.bottom - FOOTER_HEIGHT;
/** What a continuation page leaves for content under its running header and a table header. */
const FRESH_PAGE_ROOM = CONTENT_BOTTOM - MARGIN.top - 80;

const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
const COLOR = {
  text: '#1F2933',
  muted: '#616E7C',
  accent: '#1F3A5F',
  rule: '#CBD2D9',
  headerFill: '#E4EAF1',
  zebra: '#F5F7FA',
  boxFill: '#FAFBFC',
};
const SIZE = { title: 15, number: 12, section: 9.5, label: 7, value: 9, table: 8, small: 7.5 };
const SECTION_GAP = 10;
/** The smallest size a number is shrunk to so that it stays on one line. */
const MIN_FIT_SIZE = 5.5;

const SHIPMENT_TYPE_LABELS: Record<string, string> = {
  DIRECT: 'Langsung',
  TRANSIT: 'Transit',
  UNSCHEDULED: 'Tidak Terjadwal',
};

// ---------------------------------------------------------------- values

/** Longer free text is cut (the schema allows 255 characters for notes; this only guards the layout). */
const MAX_TEXT = 1000;

/** A trimmed non-empty string, or null. Numbers are shown as they are written. */
function str(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return trimmed.length > MAX_TEXT ? `${trimmed.slice(0, MAX_TEXT - 3)}...` : trimmed;
}

const orDash = (value: unknown): string => str(value) ?? EMPTY;

/** A list of strings from an array of strings, or one string (older records hold a single note). */
function strings(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(str).filter((v): v is string => v !== null);
  const single = str(value);
  return single === null ? [] : [single];
}

// Characters the standard fonts can encode (WinAnsi): ASCII, Latin-1 and the 0x80-0x9F extras.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const encodable = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    char === '\n' ||
    WIN_ANSI_EXTRAS.has(char)
  );
};

/**
 * Text the Helvetica AFM fonts can draw: tabs and line breaks normalised, other characters outside
 * WinAnsi reduced to their base letter ('ā' → 'a') or replaced by '?', so no garbage glyphs appear.
 */
export function pdfSafe(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').normalize('NFC');
  let out = '';
  for (const char of normalised) {
    if (encodable(char)) {
      out += char;
      continue;
    }
    const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
    out += base !== '' && [...base].every(encodable) ? base : char.trim() === '' ? ' ' : '?';
  }
  return out;
}

// ---------------------------------------------------------------- the writer

interface TextStyle {
  font?: string;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
}

/** Lines drawn at x within width: one cell of a row. */
interface Block {
  x: number;
  width: number;
  lines: Line[];
}

interface RowOptions {
  /** Space above and below the lines (table cells). */
  padY?: number;
  fill?: string;
  /** A thin rule under the row. */
  rule?: boolean;
  /** What a page break does before the row continues (default: a new page). */
  onBreak?: () => void;
}

/** One drawn line of text with its style; a cell or a block is a list of them. */
interface Line {
  text: string;
  font: string;
  size: number;
  color: string;
  align: 'left' | 'right' | 'center';
  /** A second run after the text on the same line, measured with it (a product's code). */
  suffix?: { text: string; size: number; color: string };
}

const LINE_GAP = 1;
/** The space between a line's text and its suffix. */
const SUFFIX_GAP = 6;
/** Where a word too long for its line may break before it is cut between characters (codes). */
const SOFT_BREAK = /(?<=[-/_.,;:])/;

/**
 * A cursor over the document: measures before drawing and breaks pages itself. Text is wrapped
 * here, not by pdfkit, and drawn line by line, so what is measured is exactly what is drawn: a
 * word wider than its column (a product code, a note without spaces) is broken inside the column
 * instead of running into the next one, and a block taller than a page can continue on the next.
 */
class Writer {
  y = MARGIN.top;

  constructor(
    readonly doc: Doc,
    private readonly continuationTitle: string,
  ) {}

  private use(style: TextStyle): void {
    this.doc.font(style.font ?? FONT.regular).fontSize(style.size ?? SIZE.value);
  }

  private fitsWidth(text: string, width: number): boolean {
    return this.doc.widthOfString(text) <= width + 0.01;
  }

  /** Splits a word wider than `width`: at hyphens and slashes first, then between characters. */
  private breakWord(word: string, width: number): string[] {
    const out: string[] = [];
    let current = '';
    const pieces = word
      .split(SOFT_BREAK)
      .flatMap((piece) => (this.fitsWidth(piece, width) ? [piece] : [...piece]));
    for (const piece of pieces) {
      if (current !== '' && !this.fitsWidth(current + piece, width)) {
        out.push(current);
        current = '';
      }
      current += piece;
    }
    if (current !== '') out.push(current);
    return out;
  }

  /** The text wrapped to `width` in the given style: one string per drawn line. */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    this.use(style);
    const lines: string[] = [];
    for (const paragraph of pdfSafe(text).split('\n')) {
      let current = '';
      for (const word of paragraph.split(/ +/)) {
        const candidate = current === '' ? word : `${current} ${word}`;
        if (this.fitsWidth(candidate, width)) {
          current = candidate;
          continue;
        }
        if (current !== '') lines.push(current);
        const parts = this.fitsWidth(word, width) ? [word] : this.breakWord(word, width);
        current = parts.pop() ?? '';
        lines.push(...parts);
      }
      lines.push(current);
    }
    return lines;
  }

  /** The text as styled lines wrapped to `width`. */
  lines(text: string, width: number, style: TextStyle = {}): Line[] {
    return this.wrap(text, width, style).map((line) => ({
      text: line,
      font: style.font ?? FONT.regular,
      size: style.size ?? SIZE.value,
      color: style.color ?? COLOR.text,
      align: style.align ?? 'left',
    }));
  }

  /**
   * One line that never wraps (a number): the size shrinks until it fits `width`, down to
   * `MIN_FIT_SIZE`; a number is never broken between its digits.
   */
  fitLine(text: string, width: number, style: TextStyle = {}): Line {
    const safe = pdfSafe(text).replace(/\n/g, ' ');
    let size = style.size ?? SIZE.value;
    this.use({ ...style, size });
    while (size > MIN_FIT_SIZE && !this.fitsWidth(safe, width)) {
      size -= 0.25;
      this.use({ ...style, size });
    }
    return {
      text: safe,
      font: style.font ?? FONT.regular,
      size,
      color: style.color ?? COLOR.text,
      align: style.align ?? 'left',
    };
  }

  lineHeight(line: Pick<Line, 'font' | 'size'>): number {
    this.doc.font(line.font).fontSize(line.size);
    return this.doc.currentLineHeight(true) + LINE_GAP;
  }

  linesHeight(lines: Line[]): number {
    return lines.reduce((sum, line) => sum + this.lineHeight(line), 0);
  }

  /** Draws lines from (x, y) within width; returns their height. */
  drawLines(lines: Line[], x: number, y: number, width: number): number {
    let cy = y;
    for (const line of lines) {
      this.doc.font(line.font).fontSize(line.size).fillColor(line.color);
      const lineWidth = this.doc.widthOfString(line.text);
      const dx =
        line.align === 'right'
          ? width - lineWidth
          : line.align === 'center'
            ? (width - lineWidth) / 2
            : 0;
      if (line.text !== '') this.doc.text(line.text, x + Math.max(0, dx), cy, { lineBreak: false });
      if (line.suffix) {
        const { suffix } = line;
        // The suffix sits on the main text's baseline.
        const ascent = (size: number): number => (
          this.doc.fontSize(size),
          this.doc.currentLineHeight()
        );
        const dy = ascent(line.size) - ascent(suffix.size);
        this.doc.fontSize(suffix.size).fillColor(suffix.color);
        this.doc.text(suffix.text, x + lineWidth + SUFFIX_GAP, cy + dy, { lineBreak: false });
      }
      cy += this.lineHeight(line);
    }
    return cy - y;
  }

  height(text: string, width: number, style: TextStyle = {}): number {
    return this.linesHeight(this.lines(text, width, style));
  }

  /** Draws text at (x, y) within width; returns its height. */
  text(text: string, x: number, y: number, width: number, style: TextStyle = {}): number {
    return this.drawLines(this.lines(text, width, style), x, y, width);
  }

  rule(y: number, color = COLOR.rule, width = 0.6): void {
    this.doc
      .moveTo(MARGIN.left, y)
      .lineTo(MARGIN.left + CONTENT_WIDTH, y)
      .lineWidth(width)
      .strokeColor(color)
      .stroke();
  }

  /**
   * Draws blocks side by side from the cursor (a table row's cells, a label and its text). A row
   * that does not fit below the cursor moves to the next page whole when one page can hold it; a
   * taller one (a long note) is drawn in slices, as many lines as fit, continuing after `onBreak`
   * (a new page, the table header again), so nothing is cut and nothing runs past the footer.
   */
  row(blocks: Block[], options: RowOptions = {}): void {
    const padY = options.padY ?? 0;
    const onBreak = options.onBreak ?? (() => this.newPage());
    const total = Math.max(0, ...blocks.map((b) => this.linesHeight(b.lines))) + padY * 2;
    const firstLine = Math.max(
      0,
      ...blocks.map((b) => (b.lines.length > 0 ? this.lineHeight(b.lines[0]) : 0)),
    );
    // Start on a new page when the whole row would fit there, or when hardly a line fits here.
    if (!this.fits(total) && (total <= FRESH_PAGE_ROOM || !this.fits(firstLine * 3 + padY * 2)))
      onBreak();
    const pending = blocks.map((b) => [...b.lines]);
    for (let slice = 0; ; slice++) {
      const room = CONTENT_BOTTOM - this.y - padY * 2;
      const taken = pending.map((lines) => {
        const out: Line[] = [];
        let used = 0;
        while (lines.length > 0 && used + this.lineHeight(lines[0]) <= room) {
          used += this.lineHeight(lines[0]);
          out.push(lines.shift() as Line);
        }
        return out;
      });
      if (taken.every((lines) => lines.length === 0) && slice === 0) {
        // Not even one line fits below the cursor: a new page, where at least one always does.
        onBreak();
        continue;
      }
      if (taken.every((lines) => lines.length === 0)) {
        pending.forEach((lines, i) => lines.length > 0 && taken[i].push(lines.shift() as Line));
      }
      const height = Math.max(...taken.map((lines) => this.linesHeight(lines))) + padY * 2;
      if (options.fill)
        this.doc.rect(MARGIN.left, this.y, CONTENT_WIDTH, height).fill(options.fill);
      blocks.forEach((block, i) => this.drawLines(taken[i], block.x, this.y + padY, block.width));
      this.y += height;
      if (options.rule) this.rule(this.y, COLOR.rule, 0.4);
      if (pending.every((lines) => lines.length === 0)) return;
      onBreak();
    }
  }

  fits(height: number): boolean {
    return this.y + height <= CONTENT_BOTTOM;
  }

  /** A new page with the short running header; the cursor below it. */
  newPage(): void {
    this.doc.addPage();
    this.y = MARGIN.top;
    const h = this.text(this.continuationTitle, MARGIN.left, this.y, CONTENT_WIDTH, {
      font: FONT.bold,
      size: SIZE.small,
      color: COLOR.muted,
    });
    this.y += h + 4;
    this.rule(this.y);
    this.y += 10;
  }

  /** Moves to a new page unless `height` fits below the cursor. */
  ensure(height: number): void {
    if (!this.fits(height)) this.newPage();
  }

  sectionTitleHeight(): number {
    return this.height('X', CONTENT_WIDTH, { font: FONT.bold, size: SIZE.section }) + 7;
  }

  /** A section title; `keepWith` is the height of what must follow it on the same page. */
  section(title: string, keepWith = 0): void {
    this.ensure(this.sectionTitleHeight() + keepWith);
    const h = this.text(title.toUpperCase(), MARGIN.left, this.y, CONTENT_WIDTH, {
      font: FONT.bold,
      size: SIZE.section,
      color: COLOR.accent,
    });
    this.y += h + 2;
    this.rule(this.y, COLOR.accent, 0.8);
    this.y += 5;
  }
}

// ---------------------------------------------------------------- blocks

interface Field {
  label: string;
  value: string;
}

const GRID_GAP = 12;
const GRID_ROW_GAP = 4;

function gridBlocks(w: Writer, row: Field[], colWidth: number): Block[] {
  return row.map((field, i) => ({
    x: MARGIN.left + i * (colWidth + GRID_GAP),
    width: colWidth,
    lines: [
      ...w.lines(field.label, colWidth, { font: FONT.bold, size: SIZE.label, color: COLOR.muted }),
      ...w.lines(field.value, colWidth, { size: SIZE.value }),
    ],
  }));
}

function gridRowHeight(w: Writer, row: Field[], colWidth: number): number {
  return Math.max(...gridBlocks(w, row, colWidth).map((block) => w.linesHeight(block.lines)));
}

/** Label-over-value cells, `columns` to a row; a row moves to the next page whole when it can. */
function grid(w: Writer, fields: Field[], columns: number): void {
  const colWidth = (CONTENT_WIDTH - GRID_GAP * (columns - 1)) / columns;
  for (let start = 0; start < fields.length; start += columns) {
    w.row(gridBlocks(w, fields.slice(start, start + columns), colWidth));
    w.y += GRID_ROW_GAP;
  }
}

/** A titled section of label/value cells, the title kept with the first row. */
function fieldSection(w: Writer, title: string, fields: Field[], columns: number): void {
  if (fields.length === 0) return;
  const colWidth = (CONTENT_WIDTH - GRID_GAP * (columns - 1)) / columns;
  // The title keeps with the first row, or its first lines when the row is taller than a page.
  w.section(title, Math.min(gridRowHeight(w, fields.slice(0, columns), colWidth), 60));
  grid(w, fields, columns);
  w.y += SECTION_GAP - GRID_ROW_GAP;
}

function header(w: Writer, order: PdfOrder, companyName: string): void {
  const { doc } = w;
  const top = MARGIN.top;
  const leftWidth = CONTENT_WIDTH * 0.42;
  const rightWidth = CONTENT_WIDTH - leftWidth - 10;
  const rightX = MARGIN.left + leftWidth + 10;

  let left = top;
  left += w.text(companyName, MARGIN.left, left, leftWidth, {
    font: FONT.bold,
    size: 13,
    color: COLOR.accent,
  });
  left += 2;
  left += w.text('Dokumen Pengiriman', MARGIN.left, left, leftWidth, {
    size: SIZE.small,
    color: COLOR.muted,
  });

  let right = top;
  right += w.text('SURAT JALAN / DELIVERY ORDER', rightX, right, rightWidth, {
    font: FONT.bold,
    size: SIZE.title,
    align: 'right',
    color: COLOR.accent,
  });
  right += 3;

  // The number, and the status as a filled badge on its left.
  const number = orDash(order.number);
  doc.font(FONT.bold).fontSize(SIZE.number);
  const numberWidth = Math.min(rightWidth * 0.7, doc.widthOfString(pdfSafe(number)) + 1);
  const numberHeight = w.text(
    number,
    MARGIN.left + CONTENT_WIDTH - numberWidth,
    right,
    numberWidth,
    { font: FONT.bold, size: SIZE.number, align: 'right' },
  );
  const badgeText = statusLabel(order).toUpperCase();
  doc.font(FONT.bold).fontSize(SIZE.small);
  const badgeWidth = Math.min(
    rightWidth - numberWidth - 8,
    doc.widthOfString(pdfSafe(badgeText)) + 14,
  );
  const badgeHeight =
    w.height(badgeText, badgeWidth - 8, { font: FONT.bold, size: SIZE.small }) + 5;
  const badgeX = MARGIN.left + CONTENT_WIDTH - numberWidth - 8 - badgeWidth;
  doc.roundedRect(badgeX, right - 1, badgeWidth, badgeHeight, 3).fill(COLOR.accent);
  w.text(badgeText, badgeX + 4, right + 2, badgeWidth - 8, {
    font: FONT.bold,
    size: SIZE.small,
    align: 'center',
    color: '#FFFFFF',
  });
  right += Math.max(numberHeight, badgeHeight);

  w.y = Math.max(left, right) + 6;
  w.rule(w.y, COLOR.accent, 1.2);
  w.y += 10;
}

function statusLabel(order: PdfOrder): string {
  const status = order.status?.name;
  return isDeliveryStatus(status) ? STATUS_LABELS[status].id : orDash(status);
}

function shipmentInfo(w: Writer, order: PdfOrder): void {
  const shipmentType = str(order.shipment_type);
  const fleetTask = shipmentType === 'TRANSIT' ? 'Multi FO' : orDash(order.fleet_task?.number);
  const external = str(order.external_reference_number);
  // The number is in the header; five columns keep this to two rows.
  fieldSection(
    w,
    'Informasi Pengiriman',
    [
      { label: 'Status', value: statusLabel(order) },
      {
        label: 'Tipe Pengiriman',
        value: shipmentType === null ? EMPTY : (SHIPMENT_TYPE_LABELS[shipmentType] ?? shipmentType),
      },
      { label: 'No. Penugasan', value: fleetTask },
      { label: 'Dibuat Pada', value: formatDateTimeWib(order.created_on) },
      { label: 'Dibuat Oleh', value: orDash(order.created_by) },
      { label: 'No. Faktur', value: orDash(order.invoice?.number) },
      { label: 'No. Aju', value: orDash(order.aju_number) },
      { label: 'No. Shipment', value: orDash(order.shipment_number) },
      { label: 'No. Referensi', value: orDash(order.reference_number) },
      { label: 'No. E-Seal', value: orDash(order.e_seal_number) },
      ...(external === null ? [] : [{ label: 'No. Referensi Eksternal', value: external }]),
    ],
    5,
  );
}

function parties(w: Writer, order: PdfOrder): void {
  const shipped = order.shipped_customer;
  const vendor = order.vendor;
  const vendorName = str(vendor?.name);
  const contract = str(vendor?.contract_number);
  const marketing = str(order.marketing_user?.fullname) ?? str(shipped?.marketing_user?.fullname);
  fieldSection(
    w,
    'Pelanggan & Vendor',
    [
      { label: 'Pelanggan', value: str(shipped?.name) ?? orDash(order.customer_name) },
      {
        label: 'Pelanggan Ditagih',
        value: str(order.billed_customer?.name) ?? orDash(order.billed_customer_name),
      },
      { label: 'Marketing', value: marketing ?? EMPTY },
      {
        label: 'Vendor',
        value:
          vendorName === null
            ? EMPTY
            : contract
              ? `${vendorName}\nNo. Kontrak: ${contract}`
              : vendorName,
      },
    ],
    4,
  );
}

interface AddressBlock {
  title: string;
  /** The address category, shown at the right of the title. */
  category: string;
  name: string;
  lines: Field[];
}

function addressBlock(title: string, address: PdfOrder['origin_address']): AddressBlock {
  const place = [str(address?.city), str(address?.province)]
    .filter((v): v is string => v !== null)
    .join(', ');
  return {
    title,
    category: str(address?.category) ?? '',
    name: orDash(address?.name),
    lines: [
      { label: 'Alamat', value: orDash(address?.full_name) },
      { label: 'Kota / Provinsi', value: place === '' ? EMPTY : place },
      {
        label: 'Jam Operasional',
        value: formatClockRange(address?.start_operational_on, address?.end_operational_on),
      },
      {
        label: 'Jam Istirahat',
        value: formatClockRange(address?.start_break_on, address?.end_break_on),
      },
    ],
  };
}

const BOX_PAD = 8;
const ADDRESS_LABEL_WIDTH = 78;
const ADDRESS_LINE_GAP = 1.5;

function addressBlockHeight(w: Writer, block: AddressBlock, width: number): number {
  const inner = width - BOX_PAD * 2;
  let h =
    Math.max(
      w.height(block.title, inner / 2, { font: FONT.bold, size: SIZE.label }),
      w.height(block.category, inner / 2, { size: SIZE.label }),
    ) + 2;
  h += w.height(block.name, inner, { font: FONT.bold, size: SIZE.value + 0.5 }) + 4;
  for (const line of block.lines)
    h +=
      Math.max(
        w.height(line.label, ADDRESS_LABEL_WIDTH, { size: SIZE.small }),
        w.height(line.value, inner - ADDRESS_LABEL_WIDTH, { size: SIZE.small }),
      ) + ADDRESS_LINE_GAP;
  return h + BOX_PAD * 2;
}

function drawAddressBlock(
  w: Writer,
  block: AddressBlock,
  x: number,
  y: number,
  width: number,
  height: number,
): void {
  w.doc.roundedRect(x, y, width, height, 4).lineWidth(0.6).fillAndStroke(COLOR.boxFill, COLOR.rule);
  const inner = width - BOX_PAD * 2;
  const left = x + BOX_PAD;
  let cy = y + BOX_PAD;
  const th = w.text(block.title.toUpperCase(), left, cy, inner / 2, {
    font: FONT.bold,
    size: SIZE.label,
    color: COLOR.accent,
  });
  const ch = block.category
    ? w.text(block.category, left + inner / 2, cy, inner / 2, {
        size: SIZE.label,
        color: COLOR.muted,
        align: 'right',
      })
    : 0;
  cy += Math.max(th, ch) + 2;
  cy += w.text(block.name, left, cy, inner, { font: FONT.bold, size: SIZE.value + 0.5 }) + 4;
  for (const line of block.lines) {
    const lh = w.text(line.label, left, cy, ADDRESS_LABEL_WIDTH, {
      size: SIZE.small,
      color: COLOR.muted,
    });
    const vh = w.text(line.value, left + ADDRESS_LABEL_WIDTH, cy, inner - ADDRESS_LABEL_WIDTH, {
      size: SIZE.small,
    });
    cy += Math.max(lh, vh) + ADDRESS_LINE_GAP;
  }
}

function route(w: Writer, order: PdfOrder): void {
  const blocks = [
    addressBlock('Alamat Asal', order.origin_address),
    addressBlock('Alamat Tujuan', order.destination_address),
  ];
  const gap = 12;
  const width = (CONTENT_WIDTH - gap) / 2;
  const height = Math.max(...blocks.map((b) => addressBlockHeight(w, b, width)));
  w.section('Rute', height);
  blocks.forEach((block, i) =>
    drawAddressBlock(w, block, MARGIN.left + i * (width + gap), w.y, width, height),
  );
  w.y += height + 8;

  const transits = order.transits ?? [];
  if (transits.length > 0) {
    const lines = transits.map((transit, i) => {
      const address = transit.destination_address;
      const city = str(address?.city);
      const task = str(transit.fleet_task?.number);
      return `${i + 1}. ${orDash(address?.name)}${city ? ` (${city})` : ''}${task ? ` - No. Penugasan ${task}` : ''}`;
    });
    const labelH = w.height('Lokasi Transit', CONTENT_WIDTH, { font: FONT.bold, size: SIZE.label });
    w.ensure(labelH + w.height(lines[0], CONTENT_WIDTH, { size: SIZE.small }) + 2);
    w.y +=
      w.text('LOKASI TRANSIT', MARGIN.left, w.y, CONTENT_WIDTH, {
        font: FONT.bold,
        size: SIZE.label,
        color: COLOR.muted,
      }) + 2;
    for (const line of lines) {
      const h = w.height(line, CONTENT_WIDTH, { size: SIZE.small });
      w.ensure(h);
      w.y += w.text(line, MARGIN.left, w.y, CONTENT_WIDTH, { size: SIZE.small }) + 1.5;
    }
    w.y += 6;
  }
  w.y += SECTION_GAP - 8;
}

function schedule(
  w: Writer,
  order: PdfOrder,
  totals: { total_weight: number; total_volume: number },
): void {
  const box = order.box_type;
  const boxName = str(box?.name);
  const capacity = toNumber(box?.weight_capacity);
  const volumeCapacity = toNumber(box?.volume_capacity);
  const capacityText = [
    capacity === null ? null : `${formatNumber(capacity)} Kg`,
    volumeCapacity === null ? null : `${formatNumber(volumeCapacity)} Cbm`,
  ]
    .filter((v): v is string => v !== null)
    .join(' / ');
  fieldSection(
    w,
    'Jadwal & Armada',
    [
      { label: 'Target Diambil', value: formatDateTimeWib(order.expected_pickup_on) },
      { label: 'Target Dikirim', value: formatDateTimeWib(order.expected_delivered_on) },
      { label: 'Waktu Layanan Asal', value: formatDuration(order.origin_service_time) },
      { label: 'Waktu Layanan Tujuan', value: formatDuration(order.destination_service_time) },
      { label: 'Jenis Box', value: boxName ?? EMPTY },
      { label: 'Kapasitas Box', value: capacityText === '' ? EMPTY : capacityText },
      { label: 'Total Berat', value: `${formatNumber(totals.total_weight)} Kg` },
      { label: 'Total Volume', value: `${formatNumber(totals.total_volume)} Cbm` },
    ],
    4,
  );
}

// ---------------------------------------------------------------- the loads table

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
}

// Product, type and note wrap inside their columns; the numbers keep to one line (shrunk when long).
const COLUMNS: Column[] = [
  { title: 'No', width: 22, align: 'center' },
  { title: 'Produk', width: 136, align: 'left' },
  { title: 'Jenis', width: 70, align: 'left' },
  { title: 'Kuantitas', width: 66, align: 'right' },
  { title: 'Berat (Kg)', width: 60, align: 'right' },
  { title: 'Volume (Cbm)', width: 62, align: 'right' },
  { title: 'Catatan', width: CONTENT_WIDTH - (22 + 136 + 70 + 66 + 60 + 62), align: 'left' },
];
const CELL_PAD_X = 4;
const CELL_PAD_Y = 3;

const cellWidth = (column: Column): number => column.width - CELL_PAD_X * 2;

/** A row's cells as blocks, one per column, each at its column's x. */
function cellBlocks(cells: Line[][], columns: Column[] = COLUMNS): Block[] {
  let x = MARGIN.left;
  return columns.map((column, i) => {
    const block = { x: x + CELL_PAD_X, width: cellWidth(column), lines: cells[i] };
    x += column.width;
    return block;
  });
}

function drawRow(
  w: Writer,
  cells: Line[][],
  options: { fill?: string; columns?: Column[]; onBreak?: () => void } = {},
): void {
  w.row(cellBlocks(cells, options.columns), {
    padY: CELL_PAD_Y,
    fill: options.fill,
    rule: true,
    onBreak: options.onBreak,
  });
}

const tableStyle = (column: Column, bold = false): TextStyle => ({
  font: bold ? FONT.bold : FONT.regular,
  size: SIZE.table,
  align: column.align,
});

const headerCells = (w: Writer): Line[][] =>
  COLUMNS.map((column) => w.lines(column.title, cellWidth(column), tableStyle(column, true)));

function tableHeader(w: Writer): void {
  drawRow(w, headerCells(w), { fill: COLOR.headerFill });
}

/** A number on one line in its column (never broken between digits). */
const numberCell = (w: Writer, column: Column, text: string, bold = false): Line[] => [
  w.fitLine(text, cellWidth(column), tableStyle(column, bold)),
];

/**
 * The product's name, then its code in grey: on the name's line when both fit on it whole, else
 * on lines of its own. Each is wrapped inside the column, so neither runs over the other or into
 * the next column.
 */
function productCell(w: Writer, column: Column, name: string, code: string | null): Line[] {
  const width = cellWidth(column);
  const nameLines = w.lines(name, width, tableStyle(column));
  if (code === null) return nameLines;
  const codeStyle = { ...tableStyle(column), size: SIZE.table - 0.5, color: COLOR.muted };
  const codeLines = w.lines(code, width, codeStyle);
  if (nameLines.length === 1 && codeLines.length === 1) {
    const doc = w.doc;
    const nameWidth = doc.font(FONT.regular).fontSize(SIZE.table).widthOfString(nameLines[0].text);
    const codeWidth = doc.fontSize(codeStyle.size).widthOfString(codeLines[0].text);
    if (nameWidth + SUFFIX_GAP + codeWidth <= width)
      return [
        {
          ...nameLines[0],
          suffix: { text: codeLines[0].text, size: codeStyle.size, color: codeStyle.color },
        },
      ];
  }
  return [...nameLines, ...codeLines];
}

function loadCells(w: Writer, load: PdfLoad, index: number): Line[][] {
  const product = load.product;
  const productType = product?.product_type;
  const name =
    str(product?.name) ??
    str(load.product_name) ??
    (load.product_id === undefined ? EMPTY : `Produk #${String(load.product_id)}`);
  const code = str(product?.code);
  const uom = str(load.uom) ?? str(product?.uom);
  const quantity = formatNumber(load.quantity);
  const [no, productColumn, typeColumn, quantityColumn, weightColumn, volumeColumn, noteColumn] =
    COLUMNS;
  const quantityText = uom === null ? quantity : `${quantity} ${uom}`;
  const quantityFits = w.wrap(quantityText, cellWidth(quantityColumn), tableStyle(quantityColumn));
  return [
    numberCell(w, no, String(index + 1)),
    productCell(w, productColumn, name, code),
    w.lines(orDash(productType?.name), cellWidth(typeColumn), tableStyle(typeColumn)),
    quantityFits.length === 1 || uom === null
      ? numberCell(w, quantityColumn, quantityText)
      : [
          ...numberCell(w, quantityColumn, quantity),
          ...w.lines(uom, cellWidth(quantityColumn), tableStyle(quantityColumn)),
        ],
    numberCell(w, weightColumn, formatNumber(load.total_weight)),
    numberCell(w, volumeColumn, formatNumber(load.total_volume)),
    w.lines(orDash(load.note), cellWidth(noteColumn), tableStyle(noteColumn)),
  ];
}

function loadsTable(
  w: Writer,
  loads: PdfLoad[],
  totals: { total_weight: number; total_volume: number },
): void {
  const header = headerCells(w);
  const headerHeight = Math.max(...header.map((lines) => w.linesHeight(lines))) + CELL_PAD_Y * 2;
  const rows = loads.map((load, i) => loadCells(w, load, i));
  const emptyColumn: Column = { title: '', width: CONTENT_WIDTH, align: 'center' };
  const emptyRow = [w.lines('Belum ada muatan', cellWidth(emptyColumn), tableStyle(emptyColumn))];
  const firstHeight =
    Math.max(...(rows[0] ?? emptyRow).map((lines) => w.linesHeight(lines))) + CELL_PAD_Y * 2;
  w.section(`Muatan (${loads.length} baris)`, headerHeight + firstHeight);
  tableHeader(w);

  const continuation = (): void => {
    w.newPage();
    const h = w.text('MUATAN (LANJUTAN)', MARGIN.left, w.y, CONTENT_WIDTH, {
      font: FONT.bold,
      size: SIZE.section,
      color: COLOR.accent,
    });
    w.y += h + 4;
    tableHeader(w);
  };

  if (rows.length === 0) drawRow(w, emptyRow, { columns: [emptyColumn] });
  rows.forEach((cells, i) =>
    drawRow(w, cells, { fill: i % 2 === 1 ? COLOR.zebra : undefined, onBreak: continuation }),
  );

  const totalCells: Line[][] = COLUMNS.map((column, i) => {
    if (i === 1) return w.lines('Total', cellWidth(column), tableStyle(column, true));
    if (i === 4) return numberCell(w, column, formatNumber(totals.total_weight), true);
    if (i === 5) return numberCell(w, column, formatNumber(totals.total_volume), true);
    return [];
  });
  drawRow(w, totalCells, { fill: COLOR.headerFill, onBreak: continuation });
  w.y += SECTION_GAP;
}

// ---------------------------------------------------------------- notes, custom fields, signatures

const NOTE_LABEL_WIDTH = 118;

function noteBlocks(w: Writer, row: Field): Block[] {
  const valueWidth = CONTENT_WIDTH - NOTE_LABEL_WIDTH;
  return [
    {
      x: MARGIN.left,
      width: NOTE_LABEL_WIDTH - 8,
      lines: w.lines(row.label, NOTE_LABEL_WIDTH - 8, {
        font: FONT.bold,
        size: SIZE.small,
        color: COLOR.muted,
      }),
    },
    {
      x: MARGIN.left + NOTE_LABEL_WIDTH,
      width: valueWidth,
      lines: w.lines(row.value, valueWidth, { size: SIZE.value }),
    },
  ];
}

/**
 * The notes as label | text rows; a list is one '- ' row per item, so a long list breaks between
 * items, and one long note continues on the next page rather than being cut.
 */
function notes(w: Writer, order: PdfOrder): void {
  const list = (label: string, items: string[]): Field[] =>
    items.length > 0
      ? items.map((item, i) => ({ label: i === 0 ? label : '', value: `- ${item}` }))
      : [{ label, value: EMPTY }];
  const rows: Field[] = [
    ...list('Catatan Pelanggan', strings(order.customer_notes)),
    { label: 'Catatan Lainnya', value: orDash(order.note) },
    ...list('Catatan Pengiriman', strings(order.delivery_notes)),
  ];
  const optional: [string, unknown][] = [
    ['Alasan Ditolak Vendor', order.rejected_by_vendor_reason],
    ['Alasan Dijadwalkan Ulang', order.rescheduled_reason?.reason],
    ['Alasan Dibatalkan', order.canceled_reason?.reason],
  ];
  for (const [label, value] of optional) {
    const text = str(value);
    if (text !== null) rows.push({ label, value: text });
  }

  const first = noteBlocks(w, rows[0]);
  w.section('Catatan', Math.min(w.linesHeight(first[1].lines), 60));
  for (const row of rows) {
    w.row(noteBlocks(w, row));
    w.y += 3;
  }
  w.y += SECTION_GAP;
}

function customFieldValue(field: CustomField): string {
  const value = field.value;
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    return EMPTY;
  if (field.type === 'NUMBER') return formatNumber(value);
  if (field.type === 'DATE') return formatDateOnly(value);
  return orDash(value);
}

function customFields(w: Writer, order: PdfOrder): void {
  const fields = (order.user_definition_fields ?? [])
    .filter((f) => str(f.name) !== null)
    .map((f) => ({ label: String(f.name), value: customFieldValue(f) }));
  fieldSection(w, 'Kolom Kustom', fields, 4);
}

function signatures(w: Writer): void {
  const roles = ['Pengirim', 'Pengemudi', 'Penerima'];
  const gap = 24;
  const width = (CONTENT_WIDTH - gap * (roles.length - 1)) / roles.length;
  const height = 56;
  w.ensure(height + 4);
  w.y += 4;
  roles.forEach((role, i) => {
    const x = MARGIN.left + i * (width + gap);
    w.text(role, x, w.y, width, {
      font: FONT.bold,
      size: SIZE.small,
      align: 'center',
      color: COLOR.muted,
    });
    w.doc
      .moveTo(x + 10, w.y + height - 16)
      .lineTo(x + width - 10, w.y + height - 16)
      .lineWidth(0.6)
      .strokeColor(COLOR.muted)
      .stroke();
    w.text('Nama & Tanda Tangan', x, w.y + height - 12, width, {
      size: SIZE.small - 0.5,
      align: 'center',
      color: COLOR.muted,
    });
  });
  w.y += height;
}

function footers(w: Writer, generatedAt: Date, number: string): void {
  const { doc } = w;
  const range = doc.bufferedPageRange();
  const printed = `Dicetak ${formatDateTimeWib(generatedAt)}`;
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // Writing below the bottom margin would make pdfkit open a page of its own.
    doc.page.margins.bottom = 0;
    const y = PAGE.height - MARGIN.bottom - FOOTER_HEIGHT + 10;
    doc
      .moveTo(MARGIN.left, y - 6)
      .lineTo(MARGIN.left + CONTENT_WIDTH, y - 6)
      .lineWidth(0.6)
      .strokeColor(COLOR.rule)
      .stroke();
    const third = CONTENT_WIDTH / 3;
    const style = { size: SIZE.small, color: COLOR.muted };
    w.text(printed, MARGIN.left, y, third, style);
    w.text(number, MARGIN.left + third, y, third, { ...style, align: 'center' });
    w.text(`Halaman ${i + 1} dari ${range.count}`, MARGIN.left + third * 2, y, third, {
      ...style,
      align: 'right',
    });
  }
}

// ---------------------------------------------------------------- entry point

/** The delivery order (with its load lines) as an A4 PDF. */
export async function renderOrderPdf(
  order: PdfOrder,
  loads: PdfLoad[],
  options: PdfOptions = {},
): Promise<Buffer> {
  const generatedAt = options.generatedAt ?? new Date();
  const companyName = pdfSafe(options.companyName ?? 'Armada');
  const number = orDash(order.number);
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    info: {
      Title: pdfSafe(`Surat Jalan ${number}`),
      Subject: 'Surat Jalan / Delivery Order',
      Author: companyName,
      Creator: companyName,
      Producer: 'Armada Console',
      CreationDate: generatedAt,
      ModDate: generatedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const w = new Writer(doc, `SURAT JALAN ${number} (lanjutan)`);
  const totals = orderTotals(
    loads.map((load) => ({
      total_weight: toNumber(load.total_weight),
      total_volume: toNumber(load.total_volume),
    })),
  );

  header(w, order, companyName);
  shipmentInfo(w, order);
  parties(w, order);
  route(w, order);
  schedule(w, order, totals);
  loadsTable(w, loads, totals);
  notes(w, order);
  customFields(w, order);
  signatures(w);
  footers(w, generatedAt, number);

  doc.end();
  return done;
}
