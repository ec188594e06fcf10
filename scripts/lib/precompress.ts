// Vite build plugin: writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy of every text
// asset of the built console next to it, once, at build time. The API server sends the copy the
// browser accepts (@fastify/static's preCompressed), so serving a page costs no compression work.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Worth compressing: text types the browser fetches; smaller files gain less than a header costs. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

/** Writes file.br and file.gz beside a file of MIN_BYTES or more; returns the sizes written. */
export async function precompressFile(
  file: string,
): Promise<{ raw: number; br: number; gz: number } | undefined> {
  const content = await fs.readFile(file);
  if (content.length < MIN_BYTES) return undefined;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: 9 }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
  return { raw: content.length, br: br.length, gz: gz.length };
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'armada-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      const sizes = await Promise.all(
        files.map((name) => precompressFile(path.join(outDir, name))),
      );
      const written = sizes.filter((s) => s !== undefined);
      const total = (key: 'raw' | 'br' | 'gz') => written.reduce((n, s) => n + s[key], 0);
      this.info(
        `${written.length} files precompressed: ${total('raw')} B -> brotli ${total('br')} B, gzip ${total('gz')} B`,
      );
    },
  };
}
