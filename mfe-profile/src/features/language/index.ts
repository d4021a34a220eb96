export { LanguageDialog } from './ui/language-dialog';
