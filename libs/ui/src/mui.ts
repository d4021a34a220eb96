// The MUI the apps use, and the only way they reach it (docs/decisions.md, Front end: "MUI through
// libs/ui"). Module federation shares a module whole, so sharing `@mui/material` shipped its whole
// barrel (~129 KiB gzip) on every page. `@chairside/ui` is the shared singleton instead, and webpack
// tree-shakes MUI down to the names below when it builds that shared module. The icons come from
// here too, so SvgIcon, MUI's styles and emotion exist once. What is typed into (text fields, switches,
// radios) is in '@chairside/ui/forms' instead, which only forms load. An app that needs another component
// adds it here (and bumps libs/ui's minor version: a remote built against a newer libs/ui than the
// shell's loaded copy then shows its fallback card instead of missing the component).
export {
  Alert,
  AlertTitle,
  AppBar,
  Avatar,
  BottomNavigation,
  BottomNavigationAction,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  CircularProgress,
  Collapse,
  DialogActions,
  DialogContent,
  DialogTitle,
  Fab,
  IconButton,
  LinearProgress,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Toolbar,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
// MUI's Dialog that Back closes too (dialog/back-closes-dialog.tsx): every app dialog gets it.
export { Dialog } from './dialog/back-closes-dialog';
export { default as ArrowBackIcon } from '@mui/icons-material/ArrowBack';
export { default as CloseIcon } from '@mui/icons-material/Close';
export { default as FlashOffIcon } from '@mui/icons-material/FlashOff';
export { default as FlashOnIcon } from '@mui/icons-material/FlashOn';
export { default as MicIcon } from '@mui/icons-material/Mic';
// Navigation and streak icons: drawn as SVG, so no device font decides how they look.
export { default as AddIcon } from '@mui/icons-material/Add';
export { default as MenuIcon } from '@mui/icons-material/Menu';
export { default as HomeIcon } from '@mui/icons-material/HomeOutlined';
export { default as StretchIcon } from '@mui/icons-material/SelfImprovement';
export { default as ProgressIcon } from '@mui/icons-material/InsertChartOutlined';
export { default as CommunityIcon } from '@mui/icons-material/GroupsOutlined';
export { default as SettingsIcon } from '@mui/icons-material/SettingsOutlined';
export { default as FlameIcon } from '@mui/icons-material/LocalFireDepartment';
export { default as CameraIcon } from '@mui/icons-material/PhotoCameraOutlined';
export { default as BarcodeIcon } from '@mui/icons-material/QrCodeScanner';
export { default as EditNoteIcon } from '@mui/icons-material/EditNote';
export { default as HealthSyncIcon } from '@mui/icons-material/MonitorHeartOutlined';
export { default as ExerciseIcon } from '@mui/icons-material/FitnessCenter';
export { default as WeightIcon } from '@mui/icons-material/MonitorWeightOutlined';
export { default as ChevronLeftIcon } from '@mui/icons-material/ChevronLeft';
export { default as ChevronRightIcon } from '@mui/icons-material/ChevronRight';
// A tick drawn as SVG: a text '✓' falls back to whatever font the device has.
export { default as CheckIcon } from '@mui/icons-material/Check';
