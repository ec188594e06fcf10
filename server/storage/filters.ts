// The list contract's filter grammar, parsed by a tokenizer (never by splitting on spaces):
//   clause  := field op literal | field "in" "(" literal ("," literal)* ")"
//   field   := name ("." name)*          op := eq | ne | gt | gte | lt | lte
//   literal := 'text with '' for a quote' | number | true | false | null
import { badRequest } from '../errors.ts';
import type { FilterOperator } from '../../src/generated/registry.ts';

export type Literal =
  | { type: 'string'; value: string }
  | { type: 'number'; value: number; raw: string }
  | { type: 'boolean'; value: boolean }
  | { type: 'null'; value: null };

export interface FilterClause {
  field: string;
  op: FilterOperator;
  values: Literal[];
}

type Token =
  | { kind: 'word'; text: string }
  | { kind: 'string'; text: string }
  | { kind: 'number'; text: string }
  | { kind: 'punct'; text: '(' | ')' | ',' };

const OPERATORS: FilterOperator[] = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in'];
const MAX_CLAUSE_LENGTH = 4000;
const MAX_IN_VALUES = 100;
const FIELD = /^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)*$/;

export class FilterSyntaxError extends Error {}

export function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i];
    if (/\s/.test(c)) {
      i++;
    } else if (c === "'") {
      let text = '';
      i++;
      for (;;) {
        if (i >= input.length) throw new FilterSyntaxError('unterminated string');
        if (input[i] === "'") {
          if (input[i + 1] === "'") {
            text += "'";
            i += 2;
            continue;
          }
          i++;
          break;
        }
        text += input[i++];
      }
      tokens.push({ kind: 'string', text });
    } else if (c === '(' || c === ')' || c === ',') {
      tokens.push({ kind: 'punct', text: c });
      i++;
    } else {
      const rest = input.slice(i);
      const number = /^-?(\d+(\.\d+)?|\.\d+)([eE][+-]?\d+)?(?![A-Za-z0-9_.])/.exec(rest);
      const word = /^[A-Za-z_][A-Za-z0-9_.]*/.exec(rest);
      if (number) {
        tokens.push({ kind: 'number', text: number[0] });
        i += number[0].length;
      } else if (word) {
        tokens.push({ kind: 'word', text: word[0] });
        i += word[0].length;
      } else {
        throw new FilterSyntaxError(`unexpected character ${JSON.stringify(c)}`);
      }
    }
  }
  return tokens;
}

function literal(token: Token | undefined): Literal {
  if (!token) throw new FilterSyntaxError('missing value');
  if (token.kind === 'string') return { type: 'string', value: token.text };
  if (token.kind === 'number') {
    const value = Number(token.text);
    if (!Number.isFinite(value)) throw new FilterSyntaxError('number out of range');
    return { type: 'number', value, raw: token.text };
  }
  if (token.kind === 'word') {
    const word = token.text.toLowerCase();
    if (word === 'true' || word === 'false') return { type: 'boolean', value: word === 'true' };
    if (word === 'null') return { type: 'null', value: null };
  }
  throw new FilterSyntaxError(`expected a value, got ${token.text}`);
}

/** Parses one clause; throws FilterSyntaxError on anything outside the grammar. */
export function parseClause(input: string): FilterClause {
  if (input.length > MAX_CLAUSE_LENGTH) throw new FilterSyntaxError('clause too long');
  const tokens = tokenize(input);
  const [fieldToken, opToken, ...rest] = tokens;
  if (fieldToken?.kind !== 'word' || !FIELD.test(fieldToken.text)) throw new FilterSyntaxError('expected a field');
  if (opToken?.kind !== 'word') throw new FilterSyntaxError('expected an operator');
  const op = opToken.text.toLowerCase() as FilterOperator;
  if (!OPERATORS.includes(op)) throw new FilterSyntaxError(`unknown operator ${opToken.text}`);
  if (op !== 'in') {
    if (rest.length !== 1) throw new FilterSyntaxError('expected exactly one value');
    return { field: fieldToken.text, op, values: [literal(rest[0])] };
  }
  if (rest[0]?.kind !== 'punct' || rest[0].text !== '(' || rest.at(-1)?.kind !== 'punct' || rest.at(-1)!.text !== ')') {
    throw new FilterSyntaxError('in needs a parenthesized list');
  }
  const inner = rest.slice(1, -1);
  const values: Literal[] = [];
  for (let i = 0; i < inner.length; i += 2) {
    values.push(literal(inner[i]));
    const separator = inner[i + 1];
    if (separator && (separator.kind !== 'punct' || separator.text !== ',')) throw new FilterSyntaxError('expected a comma');
    if (separator && i + 2 >= inner.length) throw new FilterSyntaxError('trailing comma');
  }
  if (values.length === 0) throw new FilterSyntaxError('empty in list');
  if (values.length > MAX_IN_VALUES) throw new FilterSyntaxError('too many values');
  return { field: fieldToken.text, op, values };
}

/** The `filters` query parameter (one clause or several) -> clauses, or 400 {"filters":"invalid-format"}. */
export function parseFilters(raw: unknown): FilterClause[] {
  if (raw === undefined) return [];
  // An empty clause (filters=) is what some clients send for "no filter".
  const list = (Array.isArray(raw) ? raw : [raw]).filter((c) => typeof c !== 'string' || c.trim() !== '');
  if (list.length > 50) throw badRequest({ filters: 'too-long' });
  return list.map((clause) => {
    if (typeof clause !== 'string') throw badRequest({ filters: 'invalid-format' });
    try {
      return parseClause(clause);
    } catch (error) {
      if (error instanceof FilterSyntaxError) throw badRequest({ filters: 'invalid-format' });
      throw error;
    }
  });
}
