import { baseApi } from '@chairside/api-client';
import { API_PATHS, type ImportPreview, type ImportStatus, type ImportWeightUnit } from '@chairside/contracts/web';
import { IMPORT_UPLOAD_FIELD } from '@chairside/contracts/web-lazy';

interface Upload {
  files: File[];
  weightUnit: ImportWeightUnit;
  tz: string;
}

const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/** The import's calls: only the lazily loaded import dialog makes them. */
const importApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadImport: build.mutation<ImportPreview, Upload>({
      query: ({ files, weightUnit, tz }) => {
        const form = new FormData();
        form.append('tz', tz);
        form.append('weightUnit', weightUnit);
        for (const f of files) form.append(IMPORT_UPLOAD_FIELD, f, f.name);
        return { url: API_PATHS.createImport, method: 'POST', body: form };
      },
    }),
    startImport: build.mutation<ImportStatus, string>({
      query: (id) => ({ url: withId(API_PATHS.startImport, id), method: 'POST' }),
    }),
    importStatus: build.query<ImportStatus, string>({
      query: (id) => ({ url: withId(API_PATHS.importStatus, id) }),
      keepUnusedDataFor: 0,
      // Once the worker has written them, every diary and weight chart reads them again.
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const r = await queryFulfilled.catch(() => null);
        if (r?.data.status === 'done') dispatch(baseApi.util.invalidateTags(['FoodEntry', 'WeighIn', 'UserProfile']));
      },
    }),
  }),
});

export const { useUploadImportMutation, useStartImportMutation, useImportStatusQuery } = importApi;
