export * from './csv-text';
export * from './export-rows';
export * from './read-export';
export * from './import-plan';
