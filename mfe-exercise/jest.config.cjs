module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'mfe-exercise',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
};
