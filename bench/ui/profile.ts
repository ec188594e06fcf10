// Profiles one cold load of the console's customer list (a diagnosis aid for bench:ui, not a
// benchmark): starts the built console on a temp PGlite with the demo data, logs in through the
// form, then loads #/customer in a fresh context with Chromium's CPU profiler on, and prints the
// document's and every request's timing and where the main thread spent its time before the first
// row (self time by script and by function). Usage: npx tsx bench/ui/profile.ts [hash route]
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser } from '../../tests/e2e/harness/browser.ts';
import { ensureBuilt } from '../../tests/e2e/harness/build.ts';
import { repoRoot, startServer } from '../../tests/e2e/harness/server.ts';
import { LoginPage } from '../../tests/e2e/pages/LoginPage.ts';
import { readFileSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

const DIST = process.env.PROFILE_DIST ?? 'dist';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const route = process.argv[2] ?? '/customer';
// Components whose subtrees a big commit's fibers are counted under (a build with names:
// PROFILE_DIST of a \`vite build --minify false\`).
const SECTIONS = (
  process.env.PROFILE_SECTIONS ??
  'AppBar,Sidebar,Menu,ListToolbar,FilterForm,TopToolbar,DataTable,Pagination,ListView,ShellWidgets,AlertBell,AnnouncementBell,LiveRecords,UserMenu,LanguageSwitch,Breadcrumbs,BulkActionsToolbar,ColumnsSelector,SavedViewsButton'
).split(',');
const ROWS_SELECTOR = process.env.PROFILE_SELECTOR ?? 'tbody tr td, [role="listitem"]';

async function main() {
  if (DIST === 'dist') ensureBuilt(repoRoot);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'armada-profile-db-'));
  const server = await startServer({ dataDir, port: 8141, env: { STATIC_DIR: DIST } });
  const browser = await launchBrowser();
  try {
    const login = await browser.newContext({ viewport: { width: 1366, height: 850 } });
    const loginPage = await login.newPage();
    await loginPage.goto(server.url + '/');
    await new LoginPage(loginPage, server.url).login('admin', 'admin123');
    await loginPage.goto(`${server.url}/#${route}`);
    await loginPage.locator(ROWS_SELECTOR).first().waitFor({ timeout: 30_000 });
    const storageState = await login.storageState();
    await login.close();

    for (let run = 0; run < Number(process.env.PROFILE_RUNS ?? 1); run++) {
      const context = await browser.newContext({
        viewport: { width: 1366, height: 850 },
        storageState,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await page.addInitScript(`window.__sections = ${JSON.stringify(SECTIONS)};`);
      await page.addInitScript(COMMIT_PROBE);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(`${server.url}/#${route}`);
      await page.locator(ROWS_SELECTOR).first().waitFor({ timeout: 30_000 });
      const firstRow = await page.evaluate(() => performance.now());
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      const timing = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const res = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const paint = performance
          .getEntriesByType('paint')
          .map((p) => `${p.name} ${p.startTime.toFixed(0)}`);
        return {
          doc: `request ${nav.requestStart.toFixed(0)} response ${nav.responseStart.toFixed(0)}–${nav.responseEnd.toFixed(0)} domInteractive ${nav.domInteractive.toFixed(0)} domContentLoaded ${nav.domContentLoadedEventEnd.toFixed(0)}`,
          paint,
          res: res.map(
            (r) =>
              `${r.startTime.toFixed(0).padStart(5)}–${r.responseEnd.toFixed(0).padEnd(5)} ${r.initiatorType.padEnd(7)} ${r.name.replace(/^https?:\/\/[^/]+/, '')}`,
          ),
        };
      });
      console.log(`\nrun ${run + 1}: first row seen by the probe at ${firstRow.toFixed(0)} ms`);
      console.log(`document: ${timing.doc}; ${timing.paint.join(', ')}`);
      for (const r of timing.res) console.log('  ' + r);
      const commits = await page.evaluate(
        () => (window as unknown as { __commits: [number, number, number, string][] }).__commits,
      );
      console.log(
        'React commits (ms since navigation: fibers rendered / in tree, commit took ms; names of the first rendered):',
      );
      for (const [at, rendered, total, names] of commits)
        console.log(`  ${at.toFixed(0).padStart(5)}: ${rendered} / ${total}  ${names}`);
      summarise(profile);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// A stand-in for React DevTools' hook: React calls onCommitFiberRoot after each commit. A fiber
// counts as rendered when it ran its render function in this commit.
const COMMIT_PROBE = `
  window.__commits = [];
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), inject() { return 1; }, checkDCE() {},
    onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot(id, root) {
      const t0 = performance.now();
      let rendered = 0, total = 0; const names = new Map();
      const origins = [];
      const prev = window.__seen || new WeakSet(); const next = new WeakSet();
      const nameOf = (f) => typeof f.type === 'function' ? (f.type.displayName || f.type.name) : typeof f.type === 'object' && f.type ? (f.type.displayName || (f.type.render && (f.type.render.displayName || f.type.render.name)) || (f.type._context && 'Provider') || '') : String(f.type);
      // Fibers rendered per section (the nearest ancestor named in PROFILE_SECTIONS), for big commits.
      const sectionNames = window.__sections || [];
      const sections = new Map();
      const stack = [[root.current, true, '(other)']];
      while (stack.length) {
        const [f, parentRendered, parentSection] = stack.pop(); total++;
        const own = nameOf(f);
        const section = sectionNames.includes(own) ? own : parentSection;
        const a = f.alternate;
        // Untouched subtrees keep last commit's fiber objects; a processed fiber that ran its
        // render function carries React's PerformedWork flag (1), as DevTools' didFiberRender reads.
        const isRendered = !prev.has(f) && (!a || (f.flags & 1) === 1);
        next.add(f);
        if (isRendered && !parentRendered && origins.length < 8) {
          const path = []; let p = f; while (p && path.length < 4) { const n = nameOf(p); if (n && n !== 'null') path.unshift(n); p = p.return; }
          origins.push(path.join('>'));
        }
        if (f.sibling) stack.push([f.sibling, parentRendered, parentSection]);
        if (f.child) stack.push([f.child, isRendered, section]);
        if (isRendered) {
          rendered++;
          sections.set(section, (sections.get(section) || 0) + 1);
          const n = typeof f.type === 'function' ? (f.type.displayName || f.type.name) : typeof f.type === 'object' && f.type ? (f.type.displayName || (f.type.render && (f.type.render.displayName || f.type.render.name)) || '') : '';
          if (n && n.length > 2) names.set(n, (names.get(n) || 0) + 1);
        }
      }
      window.__seen = next;
      const top = [...names].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => k + '×' + v).join(' ');
      const bySection = rendered >= 500 && sectionNames.length ? ' | sections: ' + [...sections].sort((a, b) => b[1] - a[1]).map(([k, v]) => k + ' ' + v).join(', ') : '';
      window.__commits.push([t0, rendered, total, top + ' | from: ' + origins.join(', ') + bySection]);
    },
  };
`;

function summarise(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) =>
    self.set(id, (self.get(id) ?? 0) + profile.timeDeltas[i] / 1000),
  );
  const byScript = new Map<string, number>();
  const byFn = new Map<string, number>();
  for (const [id, ms] of self) {
    const { functionName, url, lineNumber, columnNumber } = byId.get(id)!.callFrame;
    const file = url.replace(/^https?:\/\/[^/]+/, '') || `(${functionName || 'program'})`;
    byScript.set(file, (byScript.get(file) ?? 0) + ms);
    const key = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}:${columnNumber + 1}`;
    byFn.set(key, (byFn.get(key) ?? 0) + ms);
  }
  // With source maps (vite build --sourcemap): self time by package or source folder.
  const maps = new Map<string, TraceMap | null>();
  const byOrigin = new Map<string, number>();
  const originOf = new Map<number, string>();
  const bySource = new Map<string, number>();
  for (const [id, ms] of self) {
    const { url, lineNumber, columnNumber, functionName } = byId.get(id)!.callFrame;
    const file = url.replace(/^https?:\/\/[^/]+/, '');
    let origin = file ? file : `(${functionName || 'program'})`;
    if (file.startsWith('/assets/')) {
      if (!maps.has(file)) {
        try {
          maps.set(file, new TraceMap(readFileSync(path.join(DIST, file + '.map'), 'utf8')));
        } catch {
          maps.set(file, null);
        }
      }
      const map = maps.get(file);
      const pos = map
        ? originalPositionFor(map, { line: lineNumber + 1, column: columnNumber })
        : undefined;
      if (pos?.source) {
        const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(pos.source);
        origin = m
          ? m[1]
          : pos.source
              .replace(/^(\.\.\/)+/, '')
              .split('/')
              .slice(0, 3)
              .join('/');
        if (!m) {
          const key = `${pos.source.replace(/^(\.\.\/)+/, '')}:${pos.line} ${pos.name ?? functionName}`;
          bySource.set(key, (bySource.get(key) ?? 0) + ms);
        }
      }
    }
    byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + ms);
    originOf.set(id, origin);
  }
  // When: self time per 250 ms window (ms since the profile started), the three biggest origins each.
  const windows = new Map<number, Map<string, number>>();
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i];
    const w = Math.floor((t - profile.startTime) / 1000 / 250);
    const m = windows.get(w) ?? new Map<string, number>();
    const origin = originOf.get(id) ?? '?';
    m.set(origin, (m.get(origin) ?? 0) + profile.timeDeltas[i] / 1000);
    windows.set(w, m);
  });
  for (const [w, m] of [...windows].sort((a, b) => a[0] - b[0])) {
    const parts = [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([k, v]) => `${k} ${v.toFixed(0)}`);
    console.log(`  ${String(w * 250).padStart(5)} ms: ${parts.join(', ')}`);
  }
  const total = (profile.endTime - profile.startTime) / 1000;
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `  ${v.toFixed(1).padStart(7)} ms  ${k}`)
      .join('\n');
  console.log(
    `profile: ${total.toFixed(0)} ms recorded; self time by script:\n${top(byScript, 12)}`,
  );
  console.log(`self time by package or source folder:\n${top(byOrigin, 25)}`);
  console.log(`our own code, by line:\n${top(bySource, 15)}`);
  console.log(`self time by function:\n${top(byFn, Number(process.env.PROFILE_TOP ?? 40))}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
