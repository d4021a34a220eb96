module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'mfe-nutrition',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
};
