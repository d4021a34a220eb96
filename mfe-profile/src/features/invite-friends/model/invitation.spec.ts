import { invitation, mailtoLink, smsLink } from './invitation';

describe('the invitation', () => {
  const i = invitation('https://chairside.example');

  it('promotes Chairside with a link to it', () => {
    expect(i.url).toBe('https://chairside.example/');
    expect(i.subject).toBe('Join me on Chairside');
    expect(i.text).toContain('Chairside');
    expect(i.text.endsWith('https://chairside.example/')).toBe(true);
  });

  it('opens mail with subject and body, and SMS with the body', () => {
    expect(mailtoLink(i)).toBe(`mailto:?subject=Join%20me%20on%20Chairside&body=${encodeURIComponent(i.text)}`);
    expect(smsLink(i)).toBe(`sms:?&body=${encodeURIComponent(i.text)}`);
    expect(decodeURIComponent(smsLink(i).slice('sms:?&body='.length))).toBe(i.text);
  });
});
