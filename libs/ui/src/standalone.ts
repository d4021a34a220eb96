// Entry for the remotes' standalone dev hosts only; kept out of the main barrel so the shell never loads it.
export { renderStandalone } from './standalone/standalone-host';
