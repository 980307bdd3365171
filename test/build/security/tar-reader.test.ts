/**
 * The tar reader that takes Decap's files out of their package refuses an entry whose size is
 * negative, not a whole number or larger than the archive, rather than reading on without end
 * or past the end; the fetch then leaves no partial folder behind.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tarEntries } from '../../../scripts/cms/tar-entries.ts';
import { decapFolder } from '../../../scripts/cms/decap-files.ts';

/** One ustar header with `size` written into its size field as given, and its checksum. */
function header(name: string, size: string | Buffer, flag = '0'): Buffer {
  const block = Buffer.alloc(512);
  block.write(name, 0);
  block.write('0000644\0', 100);
  block.write('0000000\0', 108);
  block.write('0000000\0', 116);
  if (typeof size === 'string') block.write(size, 124);
  else size.copy(block, 124);
  block.write('00000000000\0', 136);
  block.write(flag, 156);
  block.write('ustar\u000000', 257);
  block.fill(' ', 148, 156);
  const sum = block.reduce((total, byte) => total + byte, 0);
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

const pax = (key: string, value: string) => {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length++;
  return Buffer.from(`${length}${body}`);
};
const padded = (data: Buffer) => Buffer.concat([data, Buffer.alloc((512 - (data.length % 512)) % 512)]);

/** An archive with a good file first, then an entry whose size is `size` (in a pax header when asked). */
function archiveWith(size: string, inPax: boolean): Buffer {
  const good = Buffer.from('window.CMS = {};');
  const parts = [header('package/dist/decap-cms.js', `${good.length.toString(8).padStart(11, '0')}\0`), padded(good)];
  if (inPax) {
    const record = pax('size', size);
    parts.push(header('PaxHeader/x', `${record.length.toString(8).padStart(11, '0')}\0`, 'x'), padded(record));
    parts.push(header('package/bad.js', '00000000000\0'));
  } else parts.push(header('package/bad.js', size));
  return Buffer.concat([...parts, Buffer.alloc(1024)]);
}

/** At most this many entries are taken: a reader that loops is stopped and said to. */
const readAtMost = (tar: Buffer) => {
  const names: string[] = [];
  for (const entry of tarEntries(tar)) {
    names.push(entry.name);
    if (names.length > 20) throw new Error('the reader goes round without end');
  }
  return names;
};

const bad: [string, string, boolean][] = [
  ['a negative size in a pax header', '-1024', true],
  ['a size that is no whole number in a pax header', '1.5', true],
  ['a size larger than the archive in a pax header', '99999999999999999999', true],
  ['a negative octal size', '-0001000\0', false],
  ['a size that is not octal', '0000000009\0', false],
];

describe('the tar reader', () => {
  it.each(bad)('refuses %s', (_, size, inPax) => {
    expect(() => readAtMost(archiveWith(size, inPax))).toThrow(/tar archive is (damaged|cut short)/);
  });

  it('refuses a negative base-256 size', () => {
    const negative = Buffer.alloc(12, 0xff);
    const tar = Buffer.concat([header('package/bad.js', negative), Buffer.alloc(1024)]);
    expect(() => readAtMost(tar)).toThrow(/tar archive is damaged/);
  });
});

describe('fetching Decap with a damaged archive', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'tar-reader-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('fails, naming the damage, and leaves no partial folder', async () => {
    const tarball = gzipSync(archiveWith('-1024', true));
    const integrity = `sha512-${createHash('sha512').update(tarball).digest('base64')}`;
    const folder = path.join(dir, 'decap');
    const error = await decapFolder({
      folder,
      integrity,
      log: () => undefined,
      pack: async (_, into) => {
        const file = path.join(into, 'decap-cms.tgz');
        await writeFile(file, tarball);
        return file;
      },
    }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(String(error)).toMatch(/tar archive is damaged/);
    expect(await readdir(dir)).toEqual([]);
  });
});
