// The server's settings from the environment: defaults, and refusals that name the setting.
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('the server settings', () => {
  it('names prepared statements unless DATABASE_NAMED_STATEMENTS turns them off (PgBouncer 1.18, transaction pooling)', () => {
    expect(readConfig({}).namedStatements).toBe(true);
    expect(readConfig({ DATABASE_NAMED_STATEMENTS: '' }).namedStatements).toBe(true);
    for (const off of ['false', 'off', '0', ' FALSE ']) {
      expect(readConfig({ DATABASE_NAMED_STATEMENTS: off }).namedStatements).toBe(false);
    }
    for (const on of ['true', 'on', '1']) {
      expect(readConfig({ DATABASE_NAMED_STATEMENTS: on }).namedStatements).toBe(true);
    }
    expect(() => readConfig({ DATABASE_NAMED_STATEMENTS: 'no' })).toThrow(
      "DATABASE_NAMED_STATEMENTS must be true or false, not 'no'.",
    );
  });
});
