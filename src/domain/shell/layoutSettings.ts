// The layout settings panel (master-data.md "Layout settings panel"): its options, their defaults,
// the side effects of choosing one, and the check the server applies before storing a user's
// choice (PATCH /user/settings). Pure: the console renders it, the server enforces it.

export const LAYOUT_OPTIONS = {
  layout: ['vertical', 'horizontal'],
  width: ['fluid', 'boxed', 'scrollable'],
  sidebarType: ['dark', 'light', 'compact', 'icon', 'colored'],
  topbar: ['dark', 'light', 'colored'],
} as const;

export type LayoutKind = (typeof LAYOUT_OPTIONS.layout)[number];
export type LayoutWidth = (typeof LAYOUT_OPTIONS.width)[number];
export type SidebarType = (typeof LAYOUT_OPTIONS.sidebarType)[number];
export type TopbarType = (typeof LAYOUT_OPTIONS.topbar)[number];

export interface LayoutSettings {
  layout: LayoutKind;
  width: LayoutWidth;
  /** Applies to the vertical layout only. */
  sidebarType: SidebarType;
  /** Applies to the horizontal layout only. */
  topbar: TopbarType;
  preloader: boolean;
}

/** The console's look before anyone chooses: a vertical layout with the light sidebar it always had. */
export const DEFAULT_LAYOUT: LayoutSettings = {
  layout: 'vertical',
  width: 'fluid',
  sidebarType: 'light',
  topbar: 'dark',
  preloader: false,
};

/** The preloader shows this long when enabled (master-data.md §9). */
export const PRELOADER_MS = 2500;
/** The header turns white at this scroll (master-data.md §9). */
export const HEADER_SCROLL_PX = 24;
/** A horizontal menu with more sub-items than this lays them out as a 3-column mega menu. */
export const MEGA_MENU_AFTER = 11;

type Choice = {
  [K in keyof LayoutSettings]: { key: K; value: LayoutSettings[K] };
}[keyof LayoutSettings];

/** The settings after choosing one option, with its side effects: boxed width → icon sidebar; fluid or scrollable → dark. */
export function chooseLayoutOption(settings: LayoutSettings, choice: Choice): LayoutSettings {
  const next = { ...settings, [choice.key]: choice.value } as LayoutSettings;
  if (choice.key === 'width') next.sidebarType = choice.value === 'boxed' ? 'icon' : 'dark';
  return next;
}

/** Whether an option is in force for the layout (the sidebar type is vertical-only, the top bar horizontal-only). */
export function optionApplies(layout: LayoutKind, key: keyof LayoutSettings): boolean {
  if (key === 'sidebarType') return layout === 'vertical';
  if (key === 'topbar') return layout === 'horizontal';
  return true;
}

/** Whether a horizontal menu entry with this many sub-items uses the 3-column mega layout. */
export const isMegaMenu = (subItems: number) => subItems > MEGA_MENU_AFTER;

/** Whether the header is white at this scroll offset. */
export const headerIsWhite = (scrollY: number) => scrollY >= HEADER_SCROLL_PX;

/**
 * A stored or sent settings object, checked: field-keyed codes for what is wrong (unknown-field,
 * invalid-value, invalid-format), or the settings with defaults for what was left out.
 */
export function parseLayoutSettings(
  input: unknown,
): { ok: true; settings: LayoutSettings } | { ok: false; errors: Record<string, string> } {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { ok: false, errors: { layout: 'invalid-format' } };
  const errors: Record<string, string> = {};
  const source = input as Record<string, unknown>;
  const settings: LayoutSettings = { ...DEFAULT_LAYOUT };
  for (const [key, value] of Object.entries(source)) {
    if (key === 'preloader') {
      if (typeof value === 'boolean') settings.preloader = value;
      else errors[key] = 'invalid-format';
    } else if (Object.hasOwn(LAYOUT_OPTIONS, key)) {
      const allowed = LAYOUT_OPTIONS[key as keyof typeof LAYOUT_OPTIONS] as readonly string[];
      if (typeof value !== 'string') errors[key] = 'invalid-format';
      else if (!allowed.includes(value)) errors[key] = 'invalid-value';
      else (settings as unknown as Record<string, unknown>)[key] = value;
    } else errors[key] = 'unknown-field';
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, settings };
}
