// Generators of bad input for any call of the contract, derived from its schemas' JSON Schema.
import fc from 'fast-check';
import { z } from 'zod';
import type { ApiCall } from '../../src/contract/call';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  pattern?: string;
  maxLength?: number;
  maxItems?: number;
};

/** The JSON Schema of what a call accepts (zod 4's own output), or an empty one for none. */
export function inputSchema(schema: z.ZodType): JsonSchema {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

/** The kinds of value a schema takes, looking through anyOf. */
function typesOf(schema: JsonSchema): string[] {
  if (schema.anyOf) return schema.anyOf.flatMap(typesOf);
  if (schema.type) return Array.isArray(schema.type) ? schema.type : [schema.type];
  if (schema.enum) return ['string'];
  return [];
}

const patternOf = (schema: JsonSchema): string | undefined =>
  schema.pattern ?? schema.anyOf?.map(patternOf).find(Boolean);

/** Texts that break naive handling: control characters, lone surrogates, direction marks, huge. */
export const UNICODE_EDGES = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil',
  '\ufeff1',
  'e\u0301\u0301\u0301',
  '𝒜𝒷𝒸',
  '👩🏽‍💻',
  '١٢٣',
  '\r\n\t',
  "'; drop table bill; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '__proto__',
  'constructor',
];

export const HUGE_TEXT = 'x'.repeat(100_000);
const MANY_EMOJI = '💥'.repeat(5_000);

/** Numbers a careless client sends: out of range, fractional, unsafe, and numbers as odd text. */
export const BAD_NUMBERS: unknown[] = [
  -1,
  0,
  -0.5,
  1.5,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER + 1,
  '9007199254740993',
  1e21,
  Number.MIN_VALUE,
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '0x10',
  '1e3',
  ' 1',
  '1 ',
  '١',
  '1_000',
  '',
];

export const BAD_DATES = [
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '9999-12-31',
  '1900-01-01',
  '31-12-2026',
  '2026-2-3',
  '2026-02-28T00:00:00Z',
  '+02026-01-01',
  '2026-02-29',
  '20260101',
];

export const BAD_DATA_URLS = [
  'data:image/png;base64,!!!!',
  'data:image/jpeg;base64,AAAA',
  'data:image/jpeg;base64,/9j/',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'data:image/png;base64,',
  'data:,',
  'iVBORw0KGgo=',
  `data:image/png;base64,${'A'.repeat(3_000_000)}`,
  'data:image/png;base64,iVBORw0KGgo===',
];

const OTHER_JSON: unknown[] = [null, true, false, [], {}, { a: 1 }, [1, 2], { $gt: '' }];

/** A JSON value nested `depth` levels deep, arrays and objects in turn. */
export function deepJson(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = level % 2 === 0 ? [value] : { a: value };
  return value;
}

/** Bad values for one field of a JSON body or a query, chosen by what its schema expects. */
export function badValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const choices: fc.Arbitrary<unknown>[] = [
    fc.constantFrom(...OTHER_JSON),
    fc.constantFrom(...UNICODE_EDGES),
    fc.constant(HUGE_TEXT),
    fc.constant(MANY_EMOJI),
    fc.jsonValue({ maxDepth: 3 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
  ];
  if (types.includes('integer') || types.includes('number')) {
    choices.push(fc.constantFrom(...BAD_NUMBERS), fc.double(), fc.integer().map(String));
  }
  if (types.includes('string')) {
    choices.push(fc.integer(), fc.double(), fc.constantFrom(...BAD_DATES), fc.constantFrom(...BAD_DATA_URLS));
    if (schema.maxLength !== undefined) choices.push(fc.constant('y'.repeat(schema.maxLength + 1)));
    if (patternOf(schema)) choices.push(fc.string({ maxLength: 20 }));
  }
  if (schema.enum) choices.push(fc.constantFrom(...schema.enum.map((value) => String(value).toLowerCase())));
  if (types.includes('array')) {
    choices.push(
      fc.constant(Array.from({ length: (schema.maxItems ?? 100) + 1 }, () => schema.items?.type ?? 1)),
      fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
      fc.constant([null]),
    );
    if (schema.items?.properties) choices.push(badObject(schema.items).map((item) => [item]));
  }
  if (schema.properties) choices.push(badObject(schema));
  return fc.oneof(...choices);
}

/** An object of the schema's fields with one field bad, one missing, or junk fields added. */
function badObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(schema.properties ?? {});
  if (names.length === 0) return fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
  return fc
    .constantFrom(...names)
    .chain((name) => badValue(schema.properties?.[name] ?? {}).map((value) => ({ [name]: value })));
}

/** One change to a request that was built valid: what the fuzz test sends instead. */
export type Mutation =
  | { kind: 'set'; where: 'query' | 'body'; name: string; value: unknown }
  | { kind: 'drop'; where: 'query' | 'body'; name: string }
  | { kind: 'extra'; where: 'query' | 'body'; fields: Record<string, unknown> }
  | { kind: 'repeatQuery'; name: string; values: string[] }
  | { kind: 'rawQuery'; text: string }
  | { kind: 'wholeBody'; value: unknown }
  | { kind: 'rawBody'; contentType: string | undefined; text: string }
  | { kind: 'foreignId'; where: 'query' | 'body'; name: string; value: number }
  | { kind: 'idempotencyKey'; value: string };

/** Request bodies no JSON parser should choke on with a 5xx. */
export const RAW_JSON_BODIES = [
  '',
  '{',
  '{"a":',
  '[1,2',
  'null',
  '"text"',
  '123',
  '1e309',
  '{"employeeId":1e309}',
  '{"fare":-1e309}',
  '{"employeeId":9007199254740993}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '{"a":1,"a":2}',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
  `{"a":"${'x'.repeat(900_000)}"}`,
];

const RAW_QUERIES = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80=1',
  'a=%00',
  '&&&==&',
  'employeeId[]=1&employeeId[]=2',
  'employeeId[a]=1',
  '__proto__=1&constructor=2',
  `q=${'x'.repeat(20_000)}`,
];

const CONTENT_TYPES = [
  undefined,
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=latin1',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=X',
];

/** Bad idempotency keys: empty, too long, control characters, non-ASCII. */
const BAD_KEYS = ['', ' ', 'x'.repeat(201), 'key\u0001', 'clé', '\t', 'a b'];

interface Fields {
  query: Record<string, unknown>;
  body: Record<string, unknown>;
}

/**
 * Every kind of bad request for one call, from its schemas: the fields it names (set to a bad
 * value, dropped, or named with another employee's row), junk beside them, and whole bodies
 * and query strings that are not what the call takes.
 */
export function mutations(call: ApiCall, foreignIds: Fields, isIdempotent: boolean): fc.Arbitrary<Mutation> {
  const query = inputSchema(call.query);
  const body = inputSchema(call.body);
  const choices: fc.Arbitrary<Mutation>[] = [
    fc.record({
      kind: fc.constant('extra' as const),
      where: fc.constantFrom('query' as const, 'body' as const),
      fields: fc.dictionary(
        fc.constantFrom('__proto__', 'constructor', 'extra', 'EmployeeID', ''),
        fc.jsonValue(),
      ),
    }),
    fc.constantFrom(...RAW_QUERIES).map((text) => ({ kind: 'rawQuery' as const, text })),
  ];
  for (const [where, schema] of [
    ['query', query],
    ['body', body],
  ] as const) {
    const properties = schema.properties ?? {};
    const names = Object.keys(properties);
    if (names.length === 0) continue;
    choices.push(
      fc
        .constantFrom(...names)
        .chain((name) =>
          badValue(properties[name] ?? {}).map((value) => ({ kind: 'set' as const, where, name, value })),
        ),
      fc.constantFrom(...names).map((name) => ({ kind: 'drop' as const, where, name })),
    );
    const foreign = Object.entries(foreignIds[where]).filter(([name]) => names.includes(name));
    if (foreign.length > 0) {
      choices.push(
        fc
          .constantFrom(...foreign)
          .chain(([name, value]) =>
            fc
              .constantFrom(Number(value), 999_999, 2_147_483_647)
              .map((id) => ({ kind: 'foreignId' as const, where, name, value: id })),
          ),
      );
    }
    if (where === 'query') {
      choices.push(
        fc
          .constantFrom(...names)
          .chain((name) =>
            fc
              .array(fc.oneof(fc.constant('1'), fc.string({ maxLength: 5 })), { minLength: 2, maxLength: 3 })
              .map((values) => ({ kind: 'repeatQuery' as const, name, values })),
          ),
      );
    }
  }
  if (call.method !== 'GET') {
    choices.push(
      fc
        .oneof(fc.jsonValue(), fc.constant(deepJson(2_000)), fc.constantFrom(...OTHER_JSON, 'text', 42))
        .map((value) => ({ kind: 'wholeBody' as const, value })),
      fc
        .tuple(fc.constantFrom(...CONTENT_TYPES, 'application/json'), fc.constantFrom(...RAW_JSON_BODIES))
        .map(([contentType, text]) => ({ kind: 'rawBody' as const, contentType, text })),
    );
  }
  if (isIdempotent) {
    choices.push(fc.constantFrom(...BAD_KEYS).map((value) => ({ kind: 'idempotencyKey' as const, value })));
  }
  return fc.oneof(...choices);
}

/** Bodies of multipart requests that are broken on the wire. */
export function brokenMultipart(
  validBody: Buffer,
  boundary: string,
): fc.Arbitrary<{ contentType: string; body: Buffer }> {
  const type = `multipart/form-data; boundary=${boundary}`;
  return fc.oneof(
    fc
      .integer({ min: 0, max: Math.max(0, validBody.length - 1) })
      .map((cut) => ({ contentType: type, body: validBody.subarray(0, cut) })),
    fc.constant({ contentType: 'multipart/form-data; boundary=other', body: validBody }),
    fc.constant({ contentType: 'multipart/form-data', body: validBody }),
    fc.constant({
      contentType: type,
      body: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}--\r\n`),
    }),
    fc.constant({
      contentType: type,
      body: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="Image"; filename="a.jpg"\r\n\r\n--${boundary}--\r\n`,
      ),
    }),
    fc.constant({ contentType: type, body: Buffer.from(`--${boundary}--\r\n`) }),
    fc.uint8Array({ maxLength: 200 }).map((bytes) => ({ contentType: type, body: Buffer.from(bytes) })),
  );
}

/** Where a field sits inside a request body: property names and array indexes. */
export type FieldPath = Array<string | number>;

/** One field broken deep inside an otherwise valid body (a line of an approval, say). */
export type NestedMutation =
  | { kind: 'nestedSet'; path: FieldPath; value: unknown }
  | { kind: 'nestedExtra'; path: FieldPath; fields: Record<string, unknown> };

/**
 * Every field below the top level of a valid body, with its schema: the leaves inside arrays and
 * objects, and the nested objects themselves (for extra fields).
 */
export function nestedFields(
  value: unknown,
  schema: JsonSchema,
  path: FieldPath = [],
): Array<{ path: FieldPath; schema: JsonSchema; isObject: boolean }> {
  const found: Array<{ path: FieldPath; schema: JsonSchema; isObject: boolean }> = [];
  const resolved = schema.anyOf?.find((option) => option.properties || option.items) ?? schema;
  // Bytes (a receipt's image) are one field, not thousands: setting one byte to an object is no request
  // a client could send, and a typed array cannot even hold it.
  if (ArrayBuffer.isView(value) || value instanceof Blob) {
    if (path.length > 1) found.push({ path, schema, isObject: false });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      found.push(...nestedFields(item, resolved.items ?? {}, [...path, index]));
    });
  } else if (value && typeof value === 'object') {
    if (path.length > 1) found.push({ path, schema: resolved, isObject: true });
    for (const [name, item] of Object.entries(value)) {
      found.push(...nestedFields(item, resolved.properties?.[name] ?? {}, [...path, name]));
    }
  } else if (path.length > 1) found.push({ path, schema, isObject: false });
  return found;
}

/** One nested field of the valid body set to a bad value for its schema, or given extra fields. */
export function nestedMutations(
  validBody: unknown,
  schema: JsonSchema,
): fc.Arbitrary<NestedMutation> | undefined {
  const fields = nestedFields(validBody, schema);
  const leaves = fields.filter((field) => !field.isObject);
  const objects = fields.filter((field) => field.isObject);
  const choices: fc.Arbitrary<NestedMutation>[] = [];
  if (leaves.length > 0)
    choices.push(
      fc
        .constantFrom(...leaves)
        .chain(({ path, schema: at }) =>
          badValue(at).map((value) => ({ kind: 'nestedSet' as const, path, value })),
        ),
    );
  if (objects.length > 0)
    choices.push(
      fc.record({
        kind: fc.constant('nestedExtra' as const),
        path: fc.constantFrom(...objects.map(({ path }) => path)),
        fields: fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'extra', ''), fc.jsonValue(), {
          minKeys: 1,
        }),
      }),
    );
  return choices.length > 0 ? fc.oneof(...choices) : undefined;
}

/** The valid body with the one nested change made (a copy; the valid body stays as it was). */
export function applyNested(validBody: Record<string, unknown>, mutation: NestedMutation): unknown {
  const body = structuredClone(validBody);
  let parent: Record<string | number, unknown> = body;
  for (const step of mutation.path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = mutation.path[mutation.path.length - 1] as string | number;
  if (mutation.kind === 'nestedSet') parent[last] = mutation.value;
  else parent[last] = { ...(parent[last] as object), ...mutation.fields };
  return body;
}
