module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'translations',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.spec.ts'],
};
