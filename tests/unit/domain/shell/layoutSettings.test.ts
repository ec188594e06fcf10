// The layout settings panel's rules (src/domain/shell/layoutSettings.ts): the side effects of a
// choice, which options apply to which layout, and the check the server applies.
import { describe, expect, test } from 'vitest';
import {
  chooseLayoutOption,
  DEFAULT_LAYOUT,
  headerIsWhite,
  isMegaMenu,
  optionApplies,
  parseLayoutSettings,
  type LayoutSettings,
} from '../../../../src/domain/shell/layoutSettings';

describe('chooseLayoutOption', () => {
  const light: LayoutSettings = { ...DEFAULT_LAYOUT, sidebarType: 'light' };
  test.each([
    [
      'boxed width sets the icon sidebar',
      { key: 'width', value: 'boxed' },
      { width: 'boxed', sidebarType: 'icon' },
    ],
    [
      'fluid width sets the dark sidebar',
      { key: 'width', value: 'fluid' },
      { width: 'fluid', sidebarType: 'dark' },
    ],
    [
      'scrollable width sets the dark sidebar',
      { key: 'width', value: 'scrollable' },
      { width: 'scrollable', sidebarType: 'dark' },
    ],
    [
      'a sidebar type alone',
      { key: 'sidebarType', value: 'colored' },
      { sidebarType: 'colored', width: 'fluid' },
    ],
    [
      'the layout leaves the rest',
      { key: 'layout', value: 'horizontal' },
      { layout: 'horizontal', sidebarType: 'light' },
    ],
    ['the preloader', { key: 'preloader', value: true }, { preloader: true, sidebarType: 'light' }],
  ] as const)('%s', (_what, choice, expected) => {
    expect(chooseLayoutOption(light, choice as never)).toMatchObject(expected);
  });
});

test.each([
  ['vertical', 'sidebarType', true],
  ['vertical', 'topbar', false],
  ['horizontal', 'sidebarType', false],
  ['horizontal', 'topbar', true],
  ['horizontal', 'width', true],
  ['vertical', 'preloader', true],
] as const)('on the %s layout, %s applies: %s', (layout, key, expected) => {
  expect(optionApplies(layout, key)).toBe(expected);
});

test('the mega menu past 11 entries; the white header from 24 px', () => {
  expect([11, 12].map(isMegaMenu)).toEqual([false, true]);
  expect([23, 24].map(headerIsWhite)).toEqual([false, true]);
});

describe('parseLayoutSettings', () => {
  test('fills defaults and keeps what is valid', () => {
    expect(parseLayoutSettings({ layout: 'horizontal' })).toEqual({
      ok: true,
      settings: { ...DEFAULT_LAYOUT, layout: 'horizontal' },
    });
  });
  test.each([
    [null, { layout: 'invalid-format' }],
    [[], { layout: 'invalid-format' }],
    [{ width: 'wide' }, { width: 'invalid-value' }],
    [{ topbar: 3 }, { topbar: 'invalid-format' }],
    [{ preloader: 'on' }, { preloader: 'invalid-format' }],
    [{ theme: 'dark' }, { theme: 'unknown-field' }],
  ])('%j is refused with %j', (input, errors) => {
    expect(parseLayoutSettings(input)).toEqual({ ok: false, errors });
  });
});
