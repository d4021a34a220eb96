module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'analysis',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
