// A view loader waits for what the view's module declared it needs (src/resources/viewReadiness.ts).
import { describe, expect, it } from 'vitest';
import { viewNeeds, viewsReady } from '../../../src/resources/viewReadiness.ts';

describe('viewsReady', () => {
  it('settles only after every declared load has settled, a failed one included', async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    viewNeeds(slow);
    viewNeeds(Promise.reject(new Error('offline')));
    let ready = false;
    const waiting = viewsReady().then(() => (ready = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(ready).toBe(false);
    release();
    await waiting;
    expect(ready).toBe(true);
  });
});
