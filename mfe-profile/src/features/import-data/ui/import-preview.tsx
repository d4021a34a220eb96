import type { ImportFileKind, ImportPreview } from '@chairside/contracts/web';
import { Alert, Box, List, ListItem, ListItemText, Stack, Typography } from '@chairside/ui';
import { addedInWords, rowsInWords } from '../model/import-steps';
import { t as translate, useT } from '../../../shared/i18n';

/** The contracts name each kind of export in English; here in the reader's language. */
function fileKindName(kind: ImportFileKind): string {
  switch (kind) {
    case 'mfp-nutrition':
      return translate('MyFitnessPal nutrition summary');
    case 'mfp-measurements':
      return translate('MyFitnessPal measurement summary');
    case 'cronometer-servings':
      return translate('Cronometer servings');
    case 'cronometer-biometrics':
      return translate('Cronometer biometrics');
  }
}

/** What an upload would add, the files it read, and each row it leaves out with the reason. */
export function ImportPreviewDetails({ preview }: { preview: ImportPreview }) {
  const nothing = preview.entries + preview.weighIns === 0;
  const more = preview.skippedCount - preview.skipped.length;
  const t = useT();
  return (
    <Stack spacing={2}>
      <Alert severity={nothing ? 'info' : 'success'}>
        {nothing
          ? t('Nothing new to import.')
          : t('Ready to import {{added}} on {{count, number}} days.', {
              defaultValue_one: 'Ready to import {{added}} on {{count, number}} day.',
              added: addedInWords(preview.entries, preview.weighIns),
              count: preview.days,
            })}
        {preview.alreadyImported > 0
          ? ` ${t('{{count, number}} rows were imported before and will not be added again.', { defaultValue_one: '{{count, number}} row was imported before and will not be added again.', count: preview.alreadyImported })}`
          : ''}
      </Alert>
      <Box>
        <Typography variant="subtitle2" component="h3">
          {t('Files')}
        </Typography>
        <List dense disablePadding>
          {preview.files.map((f) => (
            <ListItem key={f.name} disableGutters>
              <ListItemText
                primary={f.name}
                secondary={`${fileKindName(f.kind)} · ${rowsInWords(f.rows)}`}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      </Box>
      {preview.weighIns > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('A day you logged a weight for in Chairside keeps your weight.')}
        </Typography>
      ) : null}
      {preview.skippedCount > 0 ? (
        <Box>
          <Typography variant="subtitle2" component="h3">
            {t('Skipped {{count, number}} rows', {
              defaultValue_one: 'Skipped {{count, number}} row',
              count: preview.skippedCount,
            })}
          </Typography>
          <List
            dense
            disablePadding
            sx={{ maxHeight: 220, overflowY: 'auto' }}
            tabIndex={0}
            aria-label={t('Skipped rows')}
          >
            {preview.skipped.map((s) => (
              <ListItem key={`${s.file}:${s.row}:${s.reason}`} disableGutters>
                <ListItemText
                  primary={t('{{file}}, row {{row}}', { file: s.file, row: s.row })}
                  secondary={s.reason}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
          {more > 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('and {{count, number}} rows more', {
                defaultValue_one: 'and {{count, number}} row more',
                count: more,
              })}
            </Typography>
          ) : null}
        </Box>
      ) : null}
    </Stack>
  );
}
