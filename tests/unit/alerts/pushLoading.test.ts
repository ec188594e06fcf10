// The push channel loads on demand (docs/alerts.md §3, issue 11): outside src/custom/alerts/, nothing
// imports src/custom/alerts/push/ statically, only with import(); so it is never on the first screen's path.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..', '..');

function files(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    if (statSync(path.join(root, rel)).isDirectory()) return name === 'generated' ? [] : files(rel);
    return /\.(ts|tsx)$/.test(name) ? [rel] : [];
  });
}

describe('push channel loading', () => {
  it('is imported only with import() from outside the alert centre', () => {
    const push = path.join('src', 'custom', 'alerts', 'push');
    const outside = files('src').filter(
      (file) => !file.startsWith(path.join('src', 'custom', 'alerts') + path.sep),
    );
    const static_ = outside.flatMap((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      return [
        ...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/g),
      ]
        .map((m) => path.normalize(path.join(path.dirname(file), m[1]!)))
        .filter((target) => target === push || target.startsWith(push + path.sep))
        .map((target) => `${file} -> ${target}`);
    });
    expect(static_).toEqual([]);
  });

  it('offers PushProvider as the default export (for lazy()) and by name', async () => {
    const module = await import('../../../src/custom/alerts/push/PushProvider');
    expect(module.default).toBe(module.PushProvider);
  });
});
