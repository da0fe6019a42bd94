/**
 * `npm run backup` / `restore` on PostgreSQL: the password of DATABASE_URL never appears in
 * pg_dump's or pg_restore's arguments (readable by every local user with `ps`); it goes in the
 * child's PGPASSWORD.
 */
import { describe, expect, it } from 'vitest';
import { clientConnection } from './backup';

describe('the connection pg_dump and pg_restore are given', () => {
  it('has no password in --dbname, and the password (decoded) in PGPASSWORD', () => {
    const { dbname, env } = clientConnection('postgres://mindspace:s%40cret%2Fpw@db.example:5432/mindspace?sslmode=require');
    expect(dbname).not.toContain('s%40cret');
    expect(dbname).not.toContain('cret');
    expect(dbname).toBe('postgres://mindspace@db.example:5432/mindspace?sslmode=require');
    expect(env).toEqual({ PGPASSWORD: 's@cret/pw' });
  });

  it('moves a ?password= parameter too, and adds nothing without a password', () => {
    expect(clientConnection('postgresql://u@h/db?password=pw&application_name=backup')).toEqual({
      dbname: 'postgresql://u@h/db?application_name=backup',
      env: { PGPASSWORD: 'pw' },
    });
    expect(clientConnection('postgres://u@h/db')).toEqual({ dbname: 'postgres://u@h/db', env: {} });
  });
});
