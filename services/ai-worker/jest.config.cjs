module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'ai-worker',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  testTimeout: 30000,
  maxWorkers: 1,
};
