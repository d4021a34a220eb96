import { StretchesLoading, StretchesNotLoaded, useErgonomicStretches } from '../../../entities/stretch';
import { StretchesByArea } from '../../../features/complete-stretch';

/** The stretches under their area headings; loading and failed states of the stretches' call. */
export default function StretchListBody() {
  const stretches = useErgonomicStretches();
  if (stretches.isError) return <StretchesNotLoaded onRetry={() => void stretches.refetch()} />;
  if (!stretches.data) return <StretchesLoading />;
  return <StretchesByArea stretches={stretches.data} />;
}
