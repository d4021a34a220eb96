module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'contracts',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
