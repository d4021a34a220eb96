import { shareLinks } from './share-links';

describe('share links', () => {
  it('put text and link into WhatsApp, SMS and mail links', () => {
    const links = shareLinks({
      text: 'Hi & bye',
      url: 'https://chairside.example/community',
      subject: 'From the Chairside community',
    });
    expect(links.map((l) => l.label)).toEqual(['WhatsApp', 'SMS', 'Email']);
    const encoded = 'Hi%20%26%20bye%20https%3A%2F%2Fchairside.example%2Fcommunity';
    expect(links[0]!.href).toBe(`https://wa.me/?text=${encoded}`);
    expect(links[1]!.href).toBe(`sms:?&body=${encoded}`);
    expect(links[2]!.href).toBe(`mailto:?subject=From%20the%20Chairside%20community&body=${encoded}`);
  });

  it('add X with text and link apart when asked', () => {
    const links = shareLinks({ text: 'a & b', url: 'https://chairside.example/', subject: 'My meal', withX: true });
    expect(links.map((l) => l.label)).toEqual(['WhatsApp', 'SMS', 'Email', 'X']);
    expect(links[0]?.href).toBe('https://wa.me/?text=a%20%26%20b%20https%3A%2F%2Fchairside.example%2F');
    expect(links[3]?.href).toBe('https://x.com/intent/post?text=a%20%26%20b&url=https%3A%2F%2Fchairside.example%2F');
  });
});
