import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('127.0.0.1');
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.publicUrl).toBe('http://127.0.0.1:3000');
    expect(c.systemOrgSlug).toBe('jarjestelma');
  });

  it('fails fast with a message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'kolme' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'kolme' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL must start with postgres/,
    );
    expect(() => loadConfig({ SYSTEM_ORG_SLUG: 'Iso Kirjain' })).toThrow(/SYSTEM_ORG_SLUG/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' }).databaseUrl).toBeUndefined();
  });
});
