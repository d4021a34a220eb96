module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'shell',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
};
