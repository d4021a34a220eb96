import { Button, Typography } from '@chairside/ui';
import { useState } from 'react';
import { useT } from '../../../shared/i18n';

/** Asks for system notifications, so a prompt reaches a user whose Chairside tab is in the background. */
export function NotificationPermission() {
  const t = useT();
  const supported = typeof Notification !== 'undefined';
  const [permission, setPermission] = useState(supported ? Notification.permission : 'denied');
  if (!supported) return null;
  if (permission === 'granted')
    return (
      <Typography variant="body2" color="text.secondary">
        {t('Notifications are on: a prompt also reaches you when Chairside is in a background tab.')}
      </Typography>
    );
  if (permission === 'denied')
    return (
      <Typography variant="body2" color="text.secondary">
        {t(
          "Notifications are blocked for Chairside in this browser's settings; prompts show while Chairside is on screen.",
        )}
      </Typography>
    );
  return (
    <Button variant="text" onClick={() => void Notification.requestPermission().then(setPermission)}>
      {t('Also notify me when Chairside is in the background')}
    </Button>
  );
}
