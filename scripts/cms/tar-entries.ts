/**
 * The entries of a tar archive (POSIX ustar, as npm packs a package), read from its bytes: enough
 * to take a few files out of a package's tarball without a `tar` program or package. Long names
 * in GNU (`L`) or pax (`x`) headers are understood; each header's checksum is checked, and an
 * archive cut short or an entry without a whole, non-negative size that fits is refused.
 */

export interface TarEntry {
  /** The path inside the archive, as written (`package/dist/decap-cms.js`). */
  name: string;
  type: 'file' | 'directory' | 'other';
  data: Uint8Array;
}

const block = 512;
const decoder = new TextDecoder();

/** A NUL-terminated text field of a header. */
function text(header: Uint8Array, start: number, length: number): string {
  const field = header.subarray(start, start + length);
  const end = field.indexOf(0);
  return decoder.decode(end === -1 ? field : field.subarray(0, end));
}

/** A number field: octal text, or base-256 (first byte's high bit set) for large sizes. */
function number(header: Uint8Array, start: number, length: number): number {
  const field = header.subarray(start, start + length);
  // Base-256 with the first byte 0xff is a negative number: no size.
  if (field[0] === 0xff) return NaN;
  if (field[0]! & 0x80) return field.subarray(1).reduce((n, byte) => n * 256 + byte, field[0]! & 0x7f);
  const digits = text(header, start, length).trim();
  if (digits === '') return 0;
  return /^[0-7]+$/.test(digits) ? parseInt(digits, 8) : NaN;
}

/** The header's checksum: the sum of its bytes with the checksum field itself read as spaces. */
function checksumOf(header: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < block; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
  return sum;
}

/** The records of a pax extended header, each `"<length> <key>=<value>\n"` (length in bytes). */
function paxRecords(data: Uint8Array): Map<string, string> {
  const records = new Map<string, string>();
  let at = 0;
  while (at < data.length) {
    const space = data.indexOf(0x20, at);
    const length = Number(decoder.decode(data.subarray(at, space)));
    if (space === -1 || !Number.isInteger(length) || length <= space - at || at + length > data.length)
      throw new Error('tar archive: unreadable pax header');
    const record = decoder.decode(data.subarray(space + 1, at + length - 1));
    const equals = record.indexOf('=');
    records.set(record.slice(0, equals), record.slice(equals + 1));
    at += length;
  }
  return records;
}

/** Every entry of an uncompressed tar archive, in order. */
export function* tarEntries(tar: Uint8Array): Generator<TarEntry> {
  let at = 0;
  let longName: string | undefined;
  let pax = new Map<string, string>();
  while (true) {
    if (at + block > tar.length) throw new Error('tar archive is cut short (no end marker)');
    const header = tar.subarray(at, at + block);
    // Two blocks of zeros end the archive; one is enough to stop reading.
    if (header.every((byte) => byte === 0)) return;
    if (number(header, 148, 8) !== checksumOf(header))
      throw new Error(`tar archive is damaged: the header at byte ${at} fails its checksum`);
    const flag = String.fromCharCode(header[156]!);
    const written = pax.has('size') ? pax.get('size')! : undefined;
    const size = written !== undefined ? (/^\d+$/.test(written) ? Number(written) : NaN) : number(header, 124, 12);
    const start = at + block;
    // A size that is negative, not a whole number or larger than what is left would read the
    // archive again from an earlier header (without end) or past its end.
    if (!Number.isSafeInteger(size) || size < 0)
      throw new Error(`tar archive is damaged: the entry at byte ${at} has no valid size (${written ?? size})`);
    if (start + size > tar.length) throw new Error('tar archive is cut short (an entry is incomplete)');
    const data = tar.subarray(start, start + size);
    at = start + Math.ceil(size / block) * block;

    if (flag === 'L') {
      longName = text(data, 0, data.length);
      continue;
    }
    if (flag === 'x') {
      pax = paxRecords(data);
      continue;
    }
    // A global pax header, or a GNU long link target: nothing this reader needs.
    if (flag === 'g' || flag === 'K') continue;

    const prefix = decoder.decode(header.subarray(257, 262)) === 'ustar' ? text(header, 345, 155) : '';
    const name = pax.get('path') ?? longName ?? (prefix ? `${prefix}/` : '') + text(header, 0, 100);
    longName = undefined;
    pax = new Map();
    const type = flag === '0' || flag === '\0' || flag === '7' ? 'file' : flag === '5' ? 'directory' : 'other';
    yield { name, type, data };
  }
}
