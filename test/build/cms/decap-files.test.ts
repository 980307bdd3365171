/**
 * Decap's files fetched as a package tarball instead of installed: the tar reader on archives
 * made here, the integrity check, and what is kept, on tarballs made here; the real package is
 * fetched only by the editing screen's own tests.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decapFolder, decapVersion, npmPack, type Pack } from '../../../scripts/cms/decap-files.ts';
import { tarEntries } from '../../../scripts/cms/tar-entries.ts';

interface Entry {
  name: string;
  data?: string;
  /** The header's type flag: `0` a file (default), `5` a folder, `L` a GNU long name, `x` pax. */
  flag?: string;
}

/** One 512-byte ustar header, with its checksum; a name over 100 bytes is split into prefix and name. */
function header({ name, data = '', flag = '0' }: Entry): Buffer {
  const block = Buffer.alloc(512);
  const cut = name.length > 100 ? name.lastIndexOf('/', 155) : -1;
  block.write(cut === -1 ? name : name.slice(cut + 1), 0);
  if (cut !== -1) block.write(name.slice(0, cut), 345);
  block.write('0000644\0', 100);
  block.write('0000000\0', 108);
  block.write('0000000\0', 116);
  block.write(`${Buffer.byteLength(data).toString(8).padStart(11, '0')}\0`, 124);
  block.write('00000000000\0', 136);
  block.write(flag, 156);
  block.write('ustar\u000000', 257);
  block.fill(' ', 148, 156);
  const sum = block.reduce((total, byte) => total + byte, 0);
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

/** A tar archive of the entries, ended by two blocks of zeros. */
function tarOf(entries: Entry[]): Buffer {
  const parts = entries.flatMap((entry) => {
    const data = Buffer.from(entry.data ?? '');
    const padding = Buffer.alloc((512 - (data.length % 512)) % 512);
    return [header(entry), data, padding];
  });
  return Buffer.concat([...parts, Buffer.alloc(1024)]);
}

/** A pax record: its length counts itself, in bytes. */
function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length++;
  return `${length}${body}`;
}

const read = (tar: Buffer) => [...tarEntries(tar)].map((e) => ({ ...e, data: Buffer.from(e.data).toString() }));

describe('the tar reader', () => {
  const deep = `package/${'a-long-folder-name/'.repeat(7)}file.js`;
  const longer = `package/${'ünïcode-folder/'.repeat(12)}file.js`;

  it('reads files, folders and every way a long name is written, from a gzipped archive', () => {
    const archive = gzipSync(
      tarOf([
        { name: 'package/', flag: '5' },
        { name: 'package/dist/decap-cms.js', data: 'window.CMS = {};' },
        { name: 'package/empty.txt' },
        { name: deep, data: 'in the prefix field' },
        { name: '././@LongLink', flag: 'L', data: `${longer}\0` },
        { name: 'package/cut-off-name', data: 'GNU long name' },
        { name: 'PaxHeader/x', flag: 'x', data: paxRecord('path', `${longer}.pax`) + paxRecord('mtime', '1') },
        { name: 'package/cut-off-name', data: 'pax path' },
        { name: 'package/after.js', data: 'names are back to the header' },
      ]),
    );
    expect(read(gunzipSync(archive))).toEqual([
      { name: 'package/', type: 'directory', data: '' },
      { name: 'package/dist/decap-cms.js', type: 'file', data: 'window.CMS = {};' },
      { name: 'package/empty.txt', type: 'file', data: '' },
      { name: deep, type: 'file', data: 'in the prefix field' },
      { name: longer, type: 'file', data: 'GNU long name' },
      { name: `${longer}.pax`, type: 'file', data: 'pax path' },
      { name: 'package/after.js', type: 'file', data: 'names are back to the header' },
    ]);
    expect(deep.length).toBeGreaterThan(100);
  });

  it('refuses a damaged header and an archive cut short', () => {
    const tar = tarOf([{ name: 'package/a.js', data: 'x'.repeat(600) }]);
    const damaged = Buffer.from(tar);
    damaged[10] = 0x41;
    expect(() => read(damaged)).toThrow('fails its checksum');
    expect(() => read(tar.subarray(0, 1000))).toThrow('cut short');
    expect(() => read(tar.subarray(0, 1536))).toThrow('cut short');
  });
});

describe("Decap's files", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'decap-files-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** A package tarball as the registry has it: the screen's files among others it does not use. */
  const tarball = gzipSync(
    tarOf([
      { name: 'package/package.json', data: '{"name":"decap-cms"}' },
      { name: 'package/README.md', data: '# Decap' },
      { name: 'package/dist/', flag: '5' },
      { name: 'package/dist/decap-cms.js', data: 'main' },
      { name: 'package/dist/decap-cms.js.map', data: 'map' },
      { name: 'package/dist/decap-cms.js.LICENSE.txt', data: 'licences' },
      { name: 'package/dist/7.decap-cms.js', data: 'chunk' },
      { name: 'package/dist/7.decap-cms.js.map', data: 'map' },
      { name: 'package/dist/7.cms.js', data: 'old name' },
      { name: 'package/dist/cms.js', data: 'old name' },
      { name: 'package/dist/f728dc876b39e5273411.wasm', data: 'wasm' },
    ]),
  );
  const integrityOf = (bytes: Buffer) => `sha512-${createHash('sha512').update(bytes).digest('base64')}`;

  /** A stand-in for `npm pack` that hands over the given bytes, counting its calls. */
  function packing(bytes: Buffer) {
    const calls: string[] = [];
    const pack: Pack = async (spec, folder) => {
      calls.push(spec);
      const file = path.join(folder, 'decap-cms.tgz');
      await writeFile(file, bytes);
      return file;
    };
    return { calls, pack };
  }

  const leftovers = async () => (await readdir(dir)).filter((name) => name.includes('.part-'));

  it('keeps only the files the screen uses, once, saying so in one line', async () => {
    const folder = path.join(dir, 'fetched');
    const { calls, pack } = packing(tarball);
    const lines: string[] = [];
    const options = { folder, pack, integrity: integrityOf(tarball), log: (line: string) => lines.push(line) };
    const [first, second] = await Promise.all([decapFolder(options), decapFolder(options)]);
    expect(first).toBe(folder);
    expect(second).toBe(folder);
    expect(calls).toEqual([`decap-cms@${decapVersion}`]);
    expect(lines).toEqual([expect.stringContaining(`Fetching Decap CMS ${decapVersion}`)]);
    expect((await readdir(folder)).sort()).toEqual([
      '7.decap-cms.js',
      'decap-cms.js',
      'decap-cms.js.LICENSE.txt',
      'f728dc876b39e5273411.wasm',
    ]);
    expect(await readFile(path.join(folder, 'decap-cms.js'), 'utf8')).toBe('main');
    expect(await leftovers()).toEqual([]);
  });

  it('uses a folder already there without fetching or saying anything', async () => {
    const folder = path.join(dir, 'there');
    await mkdir(folder);
    const { calls, pack } = packing(tarball);
    const lines: string[] = [];
    expect(await decapFolder({ folder, pack, log: (line) => lines.push(line) })).toBe(folder);
    expect(calls).toEqual([]);
    expect(lines).toEqual([]);
  });

  it('refuses a tarball that is not the pinned one, and keeps nothing of it', async () => {
    const folder = path.join(dir, 'tampered');
    const tampered = Buffer.from(tarball);
    tampered[tampered.length - 20]! ^= 1;
    const { pack } = packing(tampered);
    await expect(decapFolder({ folder, pack, integrity: integrityOf(tarball), log: () => {} })).rejects.toThrow(
      /not the package pinned in scripts\/cms\/decap-files\.ts \(its integrity is sha512-.*\); it was not used/,
    );
    // The pinned integrity of the real package refuses this one too.
    await expect(decapFolder({ folder, pack: packing(tarball).pack, log: () => {} })).rejects.toThrow(
      'not the package',
    );
    expect(await readdir(dir)).not.toContain('tampered');
    expect(await leftovers()).toEqual([]);
  });

  it("says so when the registry cannot be reached, in npm's words, and keeps nothing", async () => {
    // A port nothing listens on, and an empty npm cache, so npm has to ask the registry.
    const server = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    const env = {
      ...process.env,
      npm_config_registry: `http://127.0.0.1:${port}/`,
      npm_config_cache: path.join(dir, 'npm-cache'),
      npm_config_fetch_retries: '0',
      npm_config_offline: 'false',
      npm_config_prefer_offline: 'false',
    };
    const folder = path.join(dir, 'unreachable');
    await expect(decapFolder({ folder, pack: npmPack(env), log: () => {} })).rejects.toThrow(
      new RegExp(`^The editing screen could not fetch Decap CMS ${decapVersion} from the npm registry: .*ECONNREFUSED`),
    );
    expect(await readdir(dir)).not.toContain('unreachable');
    expect(await leftovers()).toEqual([]);
  });
});
