import { Button } from '@chairside/ui';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../../shared/i18n';

// The dialog, its calls and forms load at the first press: none of it is on the dashboard's first load.
const MyFoodsDialog = lazy(() => import('./my-foods-dialog'));

/** Opens "My foods & recipes": the member's own foods and recipes, to make, correct and delete. */
export function MyFoodsButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        size="small"
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {t('My foods & recipes')}
      </Button>
      <Suspense fallback={null}>{used && open ? <MyFoodsDialog onClose={() => setOpen(false)} /> : null}</Suspense>
    </>
  );
}
