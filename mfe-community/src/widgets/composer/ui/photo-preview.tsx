import { Box, CloseIcon, IconButton } from '@chairside/ui';
import { useEffect, useState } from 'react';
import { useT } from '../../../shared/i18n';

/** The chosen photo before it is posted, with a way to take it off. */
export function PhotoPreview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const t = useT();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  if (!url) return null;
  return (
    <Box sx={{ position: 'relative', display: 'inline-block', maxWidth: '100%' }}>
      <Box
        component="img"
        src={url}
        alt={t('Selected photo')}
        sx={{ display: 'block', maxWidth: '100%', maxHeight: 220, borderRadius: 2, border: 1, borderColor: 'divider' }}
      />
      <IconButton
        aria-label={t('Remove photo')}
        size="small"
        onClick={onRemove}
        sx={{
          position: 'absolute',
          top: 6,
          right: 6,
          bgcolor: 'rgba(0, 0, 0, 0.65)',
          color: '#fff',
          '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.8)' },
        }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
