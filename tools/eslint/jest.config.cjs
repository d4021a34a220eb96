module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'eslint-rules',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.spec.ts'],
};
