import { tUi } from '@chairside/ui';

export interface ShareLink {
  label: string;
  href: string;
}

/**
 * Links for people who share by message or mail rather than the native share sheet; each carries
 * the text and the link. `sms:?&body=` is the form both iOS and Android read.
 */
export function shareLinks({
  text,
  url,
  subject,
  withX = false,
}: {
  text: string;
  url: string;
  subject: string;
  withX?: boolean;
}): ShareLink[] {
  const both = encodeURIComponent(`${text} ${url}`);
  const links = [
    { label: 'WhatsApp', href: `https://wa.me/?text=${both}` },
    { label: tUi('SMS'), href: `sms:?&body=${both}` },
    { label: tUi('Email'), href: `mailto:?subject=${encodeURIComponent(subject)}&body=${both}` },
  ];
  if (withX)
    links.push({
      label: 'X',
      href: `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`,
    });
  return links;
}
