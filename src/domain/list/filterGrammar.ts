// The list contract's filter grammar, written by the console (src/dataProviders/listQuery.ts) and
// parsed by the server (server/storage/filters.ts), in one place so the two cannot drift:
//   clause  := field op literal | field "in" "(" literal ("," literal)* ")"
//   field   := name ("." name)*          op := eq | ne | gt | gte | lt | lte
//   literal := 'text with '' for a quote' | number | true | false | null
// Parsed by a tokenizer, never by splitting on spaces. write(parse(x)) is x's canonical form and
// parse(write(clause)) is the clause (tests/unit/domain/list/filterGrammar.test.ts checks both).
import type { FilterOperator } from '../../generated/registry.ts';
import { MAX_CLAUSE_LENGTH, MAX_IN_VALUES } from './limits.ts';

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

export type Token =
  | { kind: 'word'; text: string }
  | { kind: 'string'; text: string }
  | { kind: 'number'; text: string }
  | { kind: 'punct'; text: '(' | ')' | ',' };

export const OPERATORS: readonly FilterOperator[] = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in'];
export const FIELD = /^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)*$/;

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
  if (fieldToken?.kind !== 'word' || !FIELD.test(fieldToken.text))
    throw new FilterSyntaxError('expected a field');
  if (opToken?.kind !== 'word') throw new FilterSyntaxError('expected an operator');
  const op = opToken.text.toLowerCase() as FilterOperator;
  if (!OPERATORS.includes(op)) throw new FilterSyntaxError(`unknown operator ${opToken.text}`);
  if (op !== 'in') {
    if (rest.length !== 1) throw new FilterSyntaxError('expected exactly one value');
    return { field: fieldToken.text, op, values: [literal(rest[0])] };
  }
  if (
    rest[0]?.kind !== 'punct' ||
    rest[0].text !== '(' ||
    rest.at(-1)?.kind !== 'punct' ||
    rest.at(-1)!.text !== ')'
  ) {
    throw new FilterSyntaxError('in needs a parenthesized list');
  }
  const inner = rest.slice(1, -1);
  const values: Literal[] = [];
  for (let i = 0; i < inner.length; i += 2) {
    values.push(literal(inner[i]));
    const separator = inner[i + 1];
    if (separator && (separator.kind !== 'punct' || separator.text !== ','))
      throw new FilterSyntaxError('expected a comma');
    if (separator && i + 2 >= inner.length) throw new FilterSyntaxError('trailing comma');
  }
  if (values.length === 0) throw new FilterSyntaxError('empty in list');
  if (values.length > MAX_IN_VALUES) throw new FilterSyntaxError('too many values');
  return { field: fieldToken.text, op, values };
}

/** 'O''Brien': a string literal, its single quotes doubled. */
export const quote = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/** A literal as the grammar writes it; a number keeps the text it was parsed from. */
export function writeLiteral(literal: Literal): string {
  switch (literal.type) {
    case 'string':
      return quote(literal.value);
    case 'number':
      return literal.raw;
    case 'boolean':
      return String(literal.value);
    case 'null':
      return 'null';
  }
}

/** A number as a literal (String(n): 1e+21, -0.5); NaN and infinities have none and fail to parse. */
export const numberLiteral = (value: number): Literal => ({
  type: 'number',
  value,
  raw: String(value),
});

/** One clause in its canonical form: lower-case operator, one space between parts, `in (a,b)`. */
export function writeClause(clause: FilterClause): string {
  if (clause.op === 'in')
    return `${clause.field} in (${clause.values.map(writeLiteral).join(',')})`;
  return `${clause.field} ${clause.op} ${writeLiteral(clause.values[0])}`;
}
