import { resetLink, resetMail } from './reset-mail';
import { hashResetToken, newResetToken } from './reset-token';

describe('the reset e-mail', () => {
  it('carries the token in the link’s fragment, in the text and the HTML', () => {
    const link = resetLink('https://app.example', 'tok_en-1');
    expect(link).toBe('https://app.example/reset-pin#token=tok_en-1');
    const mail = resetMail('a@b.test', link);
    expect(mail.to).toBe('a@b.test');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain('30 minutes');
  });
});

describe('reset tokens', () => {
  it('are 32 random bytes, base64url, kept as their SHA-256', () => {
    const token = newResetToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newResetToken()).not.toBe(token);
    expect(hashResetToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashResetToken(token)).toBe(hashResetToken(token));
  });
});
