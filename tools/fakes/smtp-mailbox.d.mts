export interface MailboxMessage {
  to: string[];
  subject: string;
  /** The message as delivered, quoted-printable decoded. */
  text: string;
  links: string[];
}

export function startSmtpMailbox(): Promise<{
  smtpUrl: string;
  /** GET <mailboxUrl>/messages?to=<address>: the messages to that address, oldest first. */
  mailboxUrl: string;
  messages: MailboxMessage[];
  close: () => Promise<unknown>;
}>;
