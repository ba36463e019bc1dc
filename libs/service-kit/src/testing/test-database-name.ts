import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** `t_<test file slug>_<random>`: readable in a database listing, unique per test file run. */
export function testDatabaseName(testPath: string | undefined): string {
  const base = testPath ? path.basename(testPath).replace(/\.test\.[cm]?[jt]sx?$/, '') : 'anonymous';
  const slug = base.replace(/[^A-Za-z0-9]+/g, '_').slice(0, 40);
  return `t_${slug}_${randomBytes(4).toString('hex')}`;
}

/** Puts `dbName` in the path of a mongodb:// URI, keeping hosts and query options. */
export function withDatabaseName(uri: string, dbName: string): string {
  const queryStart = uri.indexOf('?');
  const base = queryStart === -1 ? uri : uri.slice(0, queryStart);
  const query = queryStart === -1 ? '' : uri.slice(queryStart);
  const hostsStart = base.indexOf('://') + 3;
  const pathStart = base.indexOf('/', hostsStart);
  const hosts = pathStart === -1 ? base : base.slice(0, pathStart);
  return `${hosts}/${dbName}${query}`;
}
