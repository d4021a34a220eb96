module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'gateway',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.spec.ts'],
  testTimeout: 20000,
};
