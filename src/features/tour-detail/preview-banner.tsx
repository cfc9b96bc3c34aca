import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { TourStatus } from '../../../contract/tours';
import { Alert } from '../../components/ui/alert';

/**
 * Above an admin's preview of a Draft or Inactive tour (ARCHITECTURE: admin-only preview of
 * /tour/{id}): says the page is not public, why, and where to change that.
 */
export function PreviewBanner({ tourId, status }: { tourId: number; status: TourStatus }) {
  return (
    <Alert.Root status="warning" role="status" mb="6" rounded="lg" borderWidth="1px">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontWeight="bold">Preview - not public</Alert.Title>
        <Alert.Description>
          This tour is {status}: only admins can see this page, and it cannot be booked. It appears
          on the website once its status is Active.{' '}
          <ChakraLink asChild fontWeight="semibold" textDecoration="underline">
            <Link to="/admin/tours/customize/$id" params={{ id: tourId }}>
              Edit tour
            </Link>
          </ChakraLink>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
