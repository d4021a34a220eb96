import type { JobHandler, WorkerDeps } from '../handler';
import { analyzeExerciseHandler } from './analyze-exercise.handler';
import { analyzeFoodVoiceHandler } from './analyze-food-voice.handler';
import { analyzeFoodHandler } from './analyze-food.handler';
import { healthSyncHandler } from './health-sync.handler';
import { importDataHandler } from './import-data.handler';
import { lookupBarcodeHandler } from './lookup-barcode.handler';
import { pingHandler } from './ping.handler';
import { searchBrandedFoodsHandler } from './search-branded-foods.handler';

/** One handler per job of the catalogue (the registry refuses to start otherwise). */
export const createHandlers = (deps: WorkerDeps): JobHandler[] =>
  [
    pingHandler,
    analyzeFoodHandler(deps),
    lookupBarcodeHandler(deps),
    searchBrandedFoodsHandler(deps),
    analyzeFoodVoiceHandler(),
    analyzeExerciseHandler(deps),
    healthSyncHandler(deps),
    importDataHandler(deps),
  ] as JobHandler[];
