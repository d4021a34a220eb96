import { Box, Button, CircularProgress, Typography } from '@chairside/ui';
import { useEffect, useRef } from 'react';
import { useT } from '../../../shared/i18n';

/**
 * Older posts load as the reader nears the end of the list. The button does the same for keyboards
 * and screen readers, and for browsers that never report the end coming into view.
 */
export function LoadOlder({
  hasMore,
  loading,
  auto,
  onLoad,
}: {
  hasMore: boolean;
  loading: boolean;
  /** Off after a failed page, so a server in trouble is not asked again and again; the button still retries. */
  auto: boolean;
  onLoad: () => void;
}) {
  const t = useT();
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || loading || !auto || typeof IntersectionObserver === 'undefined') return;
    // A new observer after each page reports at once if the end is still in view (a short page).
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onLoad(), {
      rootMargin: '600px 0px',
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading, auto, onLoad]);

  if (!hasMore)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 2 }}>
        {t("You're all caught up.")}
      </Typography>
    );
  return (
    <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
      <Button
        variant="outlined"
        onClick={onLoad}
        disabled={loading}
        startIcon={loading ? <CircularProgress size={16} aria-hidden /> : null}
      >
        {loading ? t('Loading older posts...') : t('Load older posts')}
      </Button>
    </Box>
  );
}
