// Every integer field a call takes, found in its schemas' JSON Schema, with the bounds it declares.
import type { ApiCall } from '../../src/contract/call';
import { inputSchema, type JsonSchema } from './bad-input';

export type FieldPath = Array<string | number>;

export interface IntField {
  where: 'query' | 'body';
  /** Below the query or body: ['tblRoute', 0, 'ToCity'] for a field of an array's lines. */
  path: FieldPath;
  minimum: number | undefined;
  maximum: number | undefined;
}

type Bounded = JsonSchema & {
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
};

const isInteger = (schema: Bounded) =>
  schema.const === undefined &&
  (schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer')));

function walk(schema: Bounded, path: FieldPath, found: Array<Omit<IntField, 'where'>>): void {
  for (const option of schema.anyOf ?? []) walk(option as Bounded, path, found);
  if (isInteger(schema)) {
    found.push({
      path,
      minimum:
        schema.minimum ?? (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + 1),
      maximum:
        schema.maximum ?? (schema.exclusiveMaximum === undefined ? undefined : schema.exclusiveMaximum - 1),
    });
  }
  for (const [name, at] of Object.entries(schema.properties ?? {}))
    walk(at as Bounded, [...path, name], found);
  if (schema.items) walk(schema.items as Bounded, [...path, 0], found);
}

/** The integer fields of a call's query and body (one entry per field, however many anyOf options). */
export function intFields(call: ApiCall): IntField[] {
  const fields: IntField[] = [];
  for (const where of ['query', 'body'] as const) {
    const found: Array<Omit<IntField, 'where'>> = [];
    walk(inputSchema(call[where]) as Bounded, [], found);
    const seen = new Set<string>();
    for (const field of found) {
      const key = JSON.stringify(field.path);
      if (seen.has(key)) continue;
      seen.add(key);
      fields.push({ where, ...field });
    }
  }
  return fields;
}
