// '@chairside/ui/forms': a shared entry of its own (tools/webpack/federation.cjs) holding what is
// typed into: MUI's text field (with its select, menu and inputs), switches and radio buttons, and
// the body-data fields and goals confirmation built on them. A page that only shows data (the
// dashboard's first load) carries none of it; the dialogs and forms that import it load it with
// themselves. Its files reach the rest of libs/ui as '@chairside/ui', never by a relative path,
// so they use the one shared copy of the dialog, the toast and MUI's theme.
export { FormControlLabel, FormHelperText, MenuItem, Radio, RadioGroup, Switch, TextField } from '@mui/material';
export { BodyFields } from './body-fields';
export { ConfirmGoalsDialog } from './confirm-goals-dialog';
