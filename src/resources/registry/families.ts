// The default renderer families, in order: on equal ranks the later entry wins (JSON Forms' renderer
// sets). A mask and a widget hint on the same property are both rank 10: the mask, last, wins.
// A resource folder extends the registry by concatenation (../overrides.ts).
import type { RendererFamily } from './display.ts';
import { textFamily } from './renderers/text.ts';
import { numberFamily } from './renderers/number.ts';
import { booleanFamily } from './renderers/boolean.ts';
import { objectFamily } from './renderers/object.ts';
import { objectArrayFamily } from './renderers/objectArray.ts';
import { tagsFamily } from './renderers/tags.ts';
import { enumFamily } from './renderers/enum.ts';
import { enumArrayFamily } from './renderers/enumArray.ts';
import { dateFamily } from './renderers/date.ts';
import { linkFamily } from './renderers/link.ts';
import { durationFamily } from './renderers/duration.ts';
import { identifierFamily } from './renderers/identifier.ts';
import { referenceFamily } from './renderers/reference.ts';
import { referenceArrayFamily } from './renderers/referenceArray.ts';
import { passwordFamily } from './renderers/password.ts';
import { currencyFamily } from './renderers/currency.ts';
import { percentFamily } from './renderers/percent.ts';
import { jsonFamily } from './renderers/json.ts';
import { hiddenFamily } from './renderers/hidden.ts';
import { maskFamily } from './renderers/mask.ts';

export const families: readonly RendererFamily[] = [
  textFamily,
  numberFamily,
  booleanFamily,
  objectFamily,
  objectArrayFamily,
  tagsFamily,
  enumFamily,
  enumArrayFamily,
  dateFamily,
  linkFamily,
  durationFamily,
  identifierFamily,
  referenceFamily,
  referenceArrayFamily,
  passwordFamily,
  currencyFamily,
  percentFamily,
  jsonFamily,
  hiddenFamily,
  maskFamily,
];

/** A family's entries with the family they belong to, in registry order. */
export const familyEntries = (list: readonly RendererFamily[]) =>
  list.flatMap((family) => family.entries.map((entry) => ({ ...entry, family })));
