import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { describeError, safeError } from './safe-error';

describe('safeError', () => {
  it('keeps what an operator needs of a system error: code, call, address and port', async () => {
    const first = net.createServer();
    await new Promise<void>((resolve) => first.listen(0, '127.0.0.1', resolve));
    const { port } = first.address() as net.AddressInfo;
    const second = net.createServer();
    const err = await new Promise<unknown>((resolve) => {
      second.once('error', resolve);
      second.listen(port, '127.0.0.1');
    });
    first.close();
    expect(safeError(err)).toMatchObject({
      code: 'EADDRINUSE',
      syscall: 'listen',
      address: '127.0.0.1',
      port,
    });
  });

  it('never passes on a message, which may quote the values a query was given', () => {
    const err = Object.assign(
      new Error('Failed query: insert into "users" … params: helmi@example.fi,salasana123'),
      { code: '23505', constraint: 'users_email_unique', address: 'not an address!' },
    );
    const safe = safeError(new Error('wrapped', { cause: err }));
    const text = JSON.stringify(safe);
    expect(text).not.toContain('helmi@example.fi');
    expect(text).not.toContain('salasana123');
    expect(text).not.toContain('not an address');
    expect(safe.cause).toMatchObject({ code: '23505', constraint: 'users_email_unique' });
    expect(describeError(err)).toBe('Error 23505');
  });
});
