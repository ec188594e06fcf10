// The first screen's colours and sidebar widths come from the theme's tokens (src/themeTokens.ts),
// not from copies in firstScreen.css.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { themeCustomProperties, tokens } from '../../../src/themeTokens.ts';

const css = readFileSync(
  path.resolve(import.meta.dirname, '../../../src/firstScreen/firstScreen.css'),
  'utf8',
);

describe('the first screen and the theme', () => {
  it("repeats none of the theme's colours or sidebar widths", () => {
    for (const colour of Object.values(tokens.palette)) expect(css).not.toContain(colour);
    expect(css).not.toMatch(new RegExp(`width: ${tokens.sidebar.width}px`));
  });

  it('defines every custom property the sheet uses', () => {
    const defined = themeCustomProperties();
    for (const [, name] of css.matchAll(/var\((--fs-[a-z-]+)\)/g))
      expect(defined, name).toContain(`${name}:`);
    expect(defined).toContain(`--fs-primary:${tokens.palette.primary};`);
  });
});
