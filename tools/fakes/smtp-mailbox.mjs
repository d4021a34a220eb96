import smtpServer from 'smtp-server';
import { startHttpFake } from './http-fake.mjs';

const { SMTPServer } = smtpServer;

/** A message body as text: quoted-printable soft breaks joined and escapes decoded (UTF-8). */
function decodeQuotedPrintable(raw) {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * A real SMTP server for the browser tests' stack (the API sends its mail to it over SMTP), and a
 * small HTTP endpoint for the tests, which run in another process, to read what arrived:
 * GET /messages?to=<address> answers the messages to that address, oldest first, each with its
 * subject, its decoded text and the links in it.
 */
export async function startSmtpMailbox() {
  const messages = [];
  const smtp = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate for the API to trust.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const text = decodeQuotedPrintable(raw);
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '',
          text,
          links: [...new Set(text.match(/https?:\/\/[^\s"<>]+/g) ?? [])],
        });
        done();
      });
    },
  });
  await new Promise((r) => smtp.listen(0, '127.0.0.1', r));
  const { port } = smtp.server.address();
  const http = await startHttpFake(({ method, url }) => {
    const u = new URL(url, 'http://mailbox');
    if (method !== 'GET' || u.pathname !== '/messages') return { status: 404, body: { error: 'not found' } };
    const to = (u.searchParams.get('to') ?? '').toLowerCase();
    return { status: 200, body: messages.filter((m) => m.to.includes(to)) };
  });
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mailboxUrl: http.url,
    messages,
    close: () => Promise.all([new Promise((r) => smtp.close(r)), http.close()]),
  };
}
