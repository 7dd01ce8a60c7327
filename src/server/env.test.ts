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

  it('requires AUTH_SECRET with DATABASE_URL, naming it', () => {
    const url = 'postgres://vaalikone@db.example.fi/vaalikone';
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(
      /AUTH_SECRET: required with DATABASE_URL/,
    );
    const secret = 'x'.repeat(32);
    expect(loadConfig({ DATABASE_URL: url, AUTH_SECRET: secret }).authSecret).toBe(secret);
    // The embedded database keeps generating one into DATA_DIR.
    expect(loadConfig({}).authSecret).toBeUndefined();
  });

  it('reads TRUST_PROXY as a number of proxies, keeping true and false', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'kyllä' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses a comment written after a value, saying why', () => {
    const run = () => loadConfig({ TRUST_PROXY: '1            # exactly one proxy' });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(/TRUST_PROXY: the value contains a space and "#"/);
    expect(run).toThrow(/comments on their own lines/);
    // Silently a different secret otherwise: refused, not taken.
    expect(() => loadConfig({ AUTH_SECRET: `${'a'.repeat(64)}  # openssl rand -hex 32` })).toThrow(
      /AUTH_SECRET: the value contains a space and "#"/,
    );
    // A "#" inside a value (a URL fragment, a password) is fine.
    expect(loadConfig({ PUBLIC_URL: 'https://vaalikone.example.fi/#x' }).publicUrl).toBe(
      'https://vaalikone.example.fi/#x',
    );
  });

  it('lets a command that signs nothing run with DATABASE_URL and no AUTH_SECRET', () => {
    const url = 'postgres://vaalikone@db.example.fi/vaalikone';
    expect(loadConfig({ DATABASE_URL: url }, { needsAuthSecret: false }).databaseUrl).toBe(url);
  });
});
