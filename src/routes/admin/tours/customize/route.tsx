import { Outlet, createFileRoute, useMatch } from '@tanstack/react-router';
import { TourWizard } from '../../../../features/admin/wizard/tour-wizard';

/**
 * The tour wizard owns both addresses: /admin/tours/customize (create) and
 * /admin/tours/customize/{id} (edit). It lives in this layout route so that the first basic save
 * can move the address to the edit route (a reload then edits the same tour) without remounting
 * the wizard and losing what it holds. The child routes name and validate the addresses.
 */
export const Route = createFileRoute('/admin/tours/customize')({
  component: TourWizardRoute,
});

function TourWizardRoute() {
  const edit = useMatch({ from: '/admin/tours/customize/$id', shouldThrow: false });
  return (
    <>
      <TourWizard tourId={edit?.params.id ?? null} />
      <Outlet />
    </>
  );
}
