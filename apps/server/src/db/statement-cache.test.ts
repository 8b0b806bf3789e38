import SQLite from './sqlite-driver.ts';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.ts';

describe('kept SQLite statements', () => {
  it('prepares a text once and reuses it; the least recently used leave past the limit; close closes', () => {
    const sqlite = new SQLite(':memory:');
    const db = withStatementCache(sqlite, 2);
    const a = db.prepare('select 1 as x');
    expect(db.prepare('select 1 as x')).toBe(a);
    expect(a.all([])).toEqual([{ x: 1 }]);
    const b = db.prepare('select 2 as x');
    db.prepare('select 1 as x'); // a used: b is now the oldest
    db.prepare('select 3 as x');
    expect(db.prepare('select 1 as x')).toBe(a);
    expect(db.prepare('select 2 as x')).not.toBe(b);
    db.close();
    expect(sqlite.open).toBe(false);
  });

  it('a kept statement sees a table changed after it was prepared', () => {
    const sqlite = new SQLite(':memory:');
    const db = withStatementCache(sqlite);
    sqlite.exec('create table t (a integer)');
    sqlite.exec('insert into t values (1)');
    expect(db.prepare('select * from t').all([])).toEqual([{ a: 1 }]);
    sqlite.exec('alter table t add column b integer default 2');
    expect(db.prepare('select * from t').all([])).toEqual([{ a: 1, b: 2 }]);
    db.close();
  });
});
