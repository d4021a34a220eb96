module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'mfe-profile',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
};
