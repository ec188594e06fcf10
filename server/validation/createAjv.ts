// The one ajv factory: the generator (scripts/lib), the server's custom route bodies and the tests use it,
// so every compiled validator agrees on dialect, formats and the x-admin keyword.
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { Options } from 'ajv';

const Ajv2020 =
  (Ajv2020Module as unknown as { default: typeof Ajv2020Module }).default ?? Ajv2020Module;
const addFormats =
  (addFormatsModule as unknown as { default: typeof addFormatsModule }).default ?? addFormatsModule;

export const HINT_KEYWORD = 'x-admin';

export function createAjv(options: Options = {}) {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    allowUnionTypes: true,
    discriminator: false,
    ...options,
  });
  addFormats(ajv, ['date-time', 'date', 'time', 'email', 'uri', 'duration']);
  // Hints are checked against schemas/meta/x-admin.schema.json by the generator; for ajv they are annotations.
  ajv.addKeyword({ keyword: HINT_KEYWORD, schemaType: 'object' });
  return ajv;
}
