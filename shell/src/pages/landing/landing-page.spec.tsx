import { changeLanguage, i18n, ToastProvider } from '@chairside/ui';
import { act, render, screen } from '@testing-library/react';
import { LandingPage } from './landing-page';

const page = () =>
  render(
    <ToastProvider>
      <LandingPage />
    </ToastProvider>,
  );

// The signed-out page is the first a visitor sees: in English its words are the product's as they
// were (the e2e tests read them), in another language they are there from the first render.
describe('LandingPage', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('reads in English as written, the demo accounts in one sentence', () => {
    page();
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Wellness built for dental professionals' })).toBeTruthy();
    const banner = document.querySelector('.MuiAlert-message');
    expect(banner?.textContent).toBe(
      'Try it now with a demo account: dentist@chairside.demo / PIN 1234 or hygienist@chairside.demo / PIN 5678',
    );
    expect(screen.getByText('“Logging lunch takes me ten seconds now.”')).toBeTruthy();
    expect(screen.getByText('4 ways')).toBeTruthy();
  });

  it('reads in German once its texts are loaded', async () => {
    await act(async () => {
      await changeLanguage('de');
      await i18n.loadNamespaces(['ui', 'shell']);
    });
    page();
    expect(screen.getByRole('button', { name: 'Loslegen' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Alles, was du zwischen zwei Patienten brauchst' })).toBeTruthy();
    expect(document.querySelector('.MuiAlert-message')?.textContent).toBe(
      'Jetzt mit einem Demokonto ausprobieren: dentist@chairside.demo / PIN 1234 oder hygienist@chairside.demo / PIN 5678',
    );
    expect(screen.getByText('„Mein Mittagessen zu erfassen dauert jetzt zehn Sekunden.“')).toBeTruthy();
    expect(screen.getByText('4 Wege')).toBeTruthy();
  });
});
