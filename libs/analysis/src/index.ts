export * from './food-reference/estimate-food';
export * from './exercise/estimate-exercise';
export * from './photo/reencode-photo';
export * from './food-reference/search-foods';
export * from './queue/redis-eviction';
export * from './import';
