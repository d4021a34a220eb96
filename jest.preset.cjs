// Shared jest settings. @swc/jest transpiles TypeScript and the ESM-only @nestjs packages
// (jest's CommonJS runtime cannot require() them as they ship).
const path = require('node:path');

const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true, decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

module.exports = {
  transform: { '^.+\\.(t|j|mj)sx?$': ['@swc/jest', swc] },
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|file-type|strtok3|token-types|@tokenizer|uint8array-extras|@borewit|oidc-provider|openid-client|jose|oauth4webapi|@simplewebauthn|@peculiar|@levischuck|@hexagon)/)',
  ],
  moduleNameMapper: {
    '^@chairside/contracts$': path.join(__dirname, 'libs/contracts/src/index.ts'),
    '^@chairside/contracts/web$': path.join(__dirname, 'libs/contracts/src/web.ts'),
    '^@chairside/contracts/web-lazy$': path.join(__dirname, 'libs/contracts/src/web-lazy.ts'),
    '^@chairside/analysis$': path.join(__dirname, 'libs/analysis/src/index.ts'),
    '^@chairside/ui$': path.join(__dirname, 'libs/ui/src/index.ts'),
    '^@chairside/ui/share$': path.join(__dirname, 'libs/ui/src/share/index.ts'),
    '^@chairside/ui/forms$': path.join(__dirname, 'libs/ui/src/forms/index.ts'),
    '^@chairside/ui/nutrition-details$': path.join(__dirname, 'libs/ui/src/nutrition-details/index.ts'),
    '^@chairside/ui/exercise-entry$': path.join(__dirname, 'libs/ui/src/exercise-entry/index.ts'),
    '^@chairside/api-client$': path.join(__dirname, 'libs/api-client/src/index.ts'),
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};
