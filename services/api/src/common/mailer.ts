import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** How long a mail server gets to accept a message before the send fails (it never holds a request). */
const SMTP_TIMEOUT_MS = 15_000;

/** E-mail over SMTP (SMTP_URL, a nodemailer URL such as smtp://user:pass@host:587), from MAIL_FROM. */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly transport: Transporter | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.smtpUrl
      ? createTransport({
          url: config.smtpUrl,
          connectionTimeout: SMTP_TIMEOUT_MS,
          greetingTimeout: SMTP_TIMEOUT_MS,
          socketTimeout: SMTP_TIMEOUT_MS,
        })
      : null;
  }

  /** False without SMTP_URL: nothing can be sent. */
  get configured(): boolean {
    return this.transport !== null;
  }

  async send(mail: Mail): Promise<void> {
    if (!this.transport) throw new Error('mail: SMTP_URL is not set');
    await this.transport.sendMail({ from: this.config.mailFrom, ...mail });
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
