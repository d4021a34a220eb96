module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'stack',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.spec.ts'],
  testTimeout: 30000,
  maxWorkers: 1,
};
