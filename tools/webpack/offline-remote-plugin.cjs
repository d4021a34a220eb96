// Runtime plugin of the shell: a remote whose entry cannot be fetched resolves to a module that
// says so, instead of an exception thrown from inside the federation runtime. The shell's outlet
// reads `remoteUnavailable` and shows its fallback card with Retry.
/** @returns {import('@module-federation/enhanced/runtime').ModuleFederationRuntimePlugin} */
module.exports = function offlineRemotePlugin() {
  return {
    name: 'chairside-offline-remote',
    errorLoadRemote({ id, error, from }) {
      if (from === 'build') return undefined;
      const reason = error instanceof Error ? error.message : String(error);
      return { __esModule: true, default: { remoteUnavailable: true, id, reason } };
    },
  };
};
