import { useCurrentUserQuery } from '@chairside/api-client';
import { lazy, Suspense } from 'react';

const ReviewSection = lazy(() => import('./review-section'));

/**
 * For moderators only: the posts reports from established members hid from everyone, each with
 * Restore and Remove. Members never see it, call the API for it, nor download its code.
 */
export function ReviewList() {
  const { data: me } = useCurrentUserQuery();
  if (me?.role !== 'moderator') return null;
  return (
    <Suspense fallback={null}>
      <ReviewSection />
    </Suspense>
  );
}
