import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

/**
 * A real SMTP server on loopback (the `smtp-server` package), for the tests of what sitegen
 * e-mails: every message it accepts is parsed (mailparser) and kept with its envelope. `refuse`
 * decides per message whether to answer with an SMTP error instead (e.g. 451 to be tried again
 * later, 550 for good).
 */
export interface ReceivedMail { envelope: { from: string; to: string[] }; mail: ParsedMail; raw: string }

export async function startSmtpServer(options: { refuse?: (mail: ParsedMail) => { code: number; message: string } | null } = {}) {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback: (error?: Error | null) => void) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        void simpleParser(raw).then((mail) => {
          const refusal = options.refuse?.(mail);
          if (refusal) {
            callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
            return;
          }
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          received.push({ envelope: { from, to: session.envelope.rcptTo.map((r) => r.address) }, mail, raw });
          for (const wake of waiters.splice(0)) wake();
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Resolves once `count` messages (matching `filter`) have arrived, or rejects after `timeoutMs` naming what did. */
    async waitFor(count: number, filter: (m: ReceivedMail) => boolean = () => true, timeoutMs = 20_000): Promise<ReceivedMail[]> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const matching = received.filter(filter);
        if (matching.length >= count) return matching;
        if (Date.now() > deadline) throw new Error(`expected ${count} e-mails, got ${matching.length}: ${received.map((r) => `${r.envelope.to.join(',')} "${r.mail.subject}"`).join('; ')}`);
        await new Promise<void>((resolve) => { const t = setTimeout(resolve, 200); waiters.push(() => { clearTimeout(t); resolve(); }); });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
