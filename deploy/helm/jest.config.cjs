const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'helm-chart',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.spec.ts'],
  testTimeout: 60000,
  maxWorkers: 1,
  // @kubernetes/client-node ships ES modules only: its model classes (field names and types of every
  // Kubernetes object) are transpiled like the @nestjs packages.
  transformIgnorePatterns: [
    '/node_modules/(?!(@kubernetes/client-node|@nestjs|file-type|strtok3|token-types|@tokenizer|uint8array-extras|@borewit)/)',
  ],
};
