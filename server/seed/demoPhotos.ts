// The demo proofs' pictures (public/demo/proof/*.svg) stored as attachments at seed time, so the
// seeded proof tabs show photos the way real ones are served: through signed /files URLs. Each
// picture is stored once per database (found again by name and bytes on a later seed) and its
// 'attachment:<key>' URL reused by every activity that shows it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../repoRoot.ts';
import type { Db } from '../db.ts';
import { quoteIdent } from '../storage/columns.ts';
import { ATTACHMENT_TABLE } from '../storage/migrate.ts';
import { attachmentUrl, insertAttachment } from '../attachments/store.ts';

export type DemoPhoto = 'pickup-1' | 'pickup-2' | 'transit-1' | 'pod-1' | 'pod-2' | 'signature';

const SOURCE = pathToFileURL(path.join(REPO_ROOT, 'public', 'demo', 'proof') + path.sep);

/** The picture's SVG, or a plain labelled card when the file is not there (a trimmed install). */
function svgOf(name: DemoPhoto): Buffer {
  try {
    return readFileSync(new URL(`${name}.svg`, SOURCE));
  } catch {
    return Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600"><rect width="800" height="600" fill="#cfd8dc"/><text x="400" y="310" font-family="sans-serif" font-size="48" text-anchor="middle" fill="#37474f">${name}</text></svg>`,
    );
  }
}

/** Per seed transaction: the URL of each picture already stored. */
const stored = new WeakMap<Db, Map<DemoPhoto, string>>();

/** The pictures' 'attachment:<key>' URLs, storing each one the first time it is asked for. */
export async function demoPhotos(tx: Db, names: DemoPhoto[]): Promise<{ url: string }[]> {
  let cache = stored.get(tx);
  if (!cache) stored.set(tx, (cache = new Map()));
  const urls: { url: string }[] = [];
  for (const name of names) {
    let url = cache.get(name);
    if (!url) {
      const data = svgOf(name);
      const fileName = `${name}.svg`;
      const { rows } = await tx.query<{ key: string }>(
        `SELECT key FROM ${quoteIdent(ATTACHMENT_TABLE)} WHERE file_name = $1 AND created_by IS NULL AND data = $2 ORDER BY id LIMIT 1`,
        [fileName, data],
      );
      const key =
        rows[0]?.key ??
        (await insertAttachment(tx, { contentType: 'image/svg+xml', data, fileName }));
      url = attachmentUrl(key);
      cache.set(name, url);
    }
    urls.push({ url });
  }
  return urls;
}
