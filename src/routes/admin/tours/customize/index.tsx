import { createFileRoute } from '@tanstack/react-router';

/** Create mode; the wizard itself is rendered by the layout route (route.tsx). */
export const Route = createFileRoute('/admin/tours/customize/')({
  head: () => ({ meta: [{ title: 'Create Tour | Karakoram Trails' }] }),
});
