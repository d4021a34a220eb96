import { Dialog } from '../dialog/back-closes-dialog';
import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { ToastProvider, useToast } from './toast-provider';

/** Two dialogs open, a toast, then the first dialog closes: as Scan Food gives way to its result. */
function ScanThenResult({ closeFirst }: { closeFirst: boolean }) {
  const { toast } = useToast();
  const [toasted, setToasted] = useState(false);
  useEffect(() => {
    if (toasted) return;
    toast({ title: 'Link Copied', description: 'The meal summary is on your clipboard.' });
    setToasted(true);
  }, [toast, toasted]);
  return (
    <>
      <Dialog open={!closeFirst} transitionDuration={0}>
        <p>Camera</p>
      </Dialog>
      <Dialog open transitionDuration={0}>
        <p>Result</p>
      </Dialog>
    </>
  );
}

describe('ToastProvider', () => {
  it('keeps a toast readable when a dialog closes while another stays open', async () => {
    const { rerender } = render(
      <ToastProvider>
        <ScanThenResult closeFirst={false} />
      </ToastProvider>,
    );
    expect((await screen.findByRole('status')).textContent).toContain('Link Copied');
    await act(async () =>
      rerender(
        <ToastProvider>
          <ScanThenResult closeFirst />
        </ToastProvider>,
      ),
    );
    // The modal manager hid every other child of the body again; the toast took itself back.
    expect(screen.getByRole('status').textContent).toContain('Link Copied');
    expect(screen.getByText('Result')).toBeTruthy();
  });
});
