import type { Messages } from '@lingui/core';

/**
 * Loaders of the Finnish-only catalog areas (sign-in, setup, admin, and the voter's plain texts:
 * FinnishOnlyArea in catalogs.ts), in a chunk that only those pages load. The patterns must match
 * the area names ("selko", "auth", "admin", "admin-…"); catalogs.test.ts checks that they do.
 */
export const loaders = import.meta.glob<{ default: Messages }>([
  '../locales/fi/selko.json',
  '../locales/fi/auth.json',
  '../locales/fi/admin*.json',
]);
