import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail } from './e2e/mime';

// SMTP servers on 127.0.0.1 for API tests: one that accepts (and keeps) every message, one
// that refuses every message, and one that accepts connections but never answers.

export interface ReceivedMessage {
  to: string[];
  subject: string;
  text: string;
  raw: string;
}

export interface TestSmtp {
  url: string;
  messages: ReceivedMessage[];
  /** How many messages were offered (accepted or refused). */
  attempts(): number;
  /** How many connections were opened. */
  connections(): number;
  /** The newest message to the address. */
  lastTo(email: string): ReceivedMessage | undefined;
  /**
   * Waits (up to 10 s, running `deliver` each round) for a message to the address that no
   * earlier call returned, and returns the newest. For mail queued after the answer, such as
   * better-auth's password-reset mail.
   */
  nextTo(email: string, deliver: () => Promise<unknown>): Promise<ReceivedMessage>;
  close(): Promise<void>;
}

export async function startTestSmtp(opts: { refuse?: boolean } = {}): Promise<TestSmtp> {
  const messages: ReceivedMessage[] = [];
  let attempts = 0;
  let connections = 0;
  const returned = new Set<ReceivedMessage>();
  const to = (email: string) => messages.filter((m) => m.to.includes(email.toLowerCase()));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        attempts += 1;
        if (opts.refuse) {
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({ ...parseMail(raw), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    attempts: () => attempts,
    connections: () => connections,
    lastTo: (email) => to(email).at(-1),
    nextTo: async (email, deliver) => {
      const deadline = Date.now() + 10_000;
      for (;;) {
        await deliver();
        const fresh = to(email).filter((m) => !returned.has(m));
        if (fresh.length > 0) {
          for (const m of fresh) returned.add(m);
          return fresh.at(-1)!;
        }
        if (Date.now() > deadline) throw new Error(`no new mail to ${email} within 10 s`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Accepts TCP connections and never says a word: a relay that hangs. */
export async function startSilentSmtp() {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
