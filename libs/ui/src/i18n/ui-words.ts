import type { RemoteWidgetSpec, SsoError } from '@chairside/contracts/web';
import { tUi } from './ui-texts';

/** The sign-in screen's sentence for an SSO callback's code (SSO_ERRORS in the contracts). */
export function ssoErrorText(code: SsoError): string {
  switch (code) {
    case 'domain':
      return tUi('Your work account is not from a domain this dental group allows.');
    case 'unverified':
      return tUi('Your work account has no verified e-mail address, so it cannot sign in here.');
    case 'expired':
      return tUi('That sign-in took too long or was already used. Please try again.');
    default:
      return tUi('Single sign-on did not complete. Please try again.');
  }
}

/** A remote widget's title (REMOTE_WIDGETS in the contracts), as its dialog and fallback card show it. */
export function widgetTitle(widget: Pick<RemoteWidgetSpec, 'title'>): string {
  switch (widget.title) {
    case 'Log Exercise':
      return tUi('Log Exercise');
    case 'Ergonomic Stretches':
      return tUi('Ergonomic Stretches');
    case 'Stretch break reminders':
      return tUi('Stretch break reminders');
    case 'Health Data Export':
      return tUi('Health Data Export');
    case 'Adjust Goals':
      return tUi('Adjust Goals');
    case 'Water Goal':
      return tUi('Water Goal');
    default:
      return widget.title;
  }
}

/**
 * How long ago, in the reader's language (the contracts' relativeTime's steps: minutes under an
 * hour, hours under a day, else days), so English reads exactly as before.
 */
export function relativeTimeText(then: Date | string, locale: string, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - new Date(then).getTime()) / 60_000);
  if (minutes < 1) return tUi('just now');
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  if (minutes < 60) return format.format(-minutes, 'minute');
  if (minutes < 1440) return format.format(-Math.floor(minutes / 60), 'hour');
  return format.format(-Math.floor(minutes / 1440), 'day');
}
