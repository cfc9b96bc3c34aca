import { Button } from '@chakra-ui/react';
import { Phone } from 'lucide-react';
import { useMemo } from 'react';
import { useDockAction } from '../../components/layout/dock';
import { useCompanyDetails } from '../../components/layout/site-footer';
import { telHref } from '../../config/company';

/**
 * /custom-tour's action in the phone's dock (issue 17), where other pages offer Request Custom
 * Tour: a planner's number to call. The dock is there from the start, so it never appears under
 * a finger about to tap the form.
 */
export function useCallUsInDock(): void {
  const { phone } = useCompanyDetails(true);
  const action = useMemo(
    () => (
      <Button asChild variant="outline" colorPalette="brand" rounded="full" size="sm">
        <a href={telHref(phone)}>
          <Phone aria-hidden />
          Call {phone}
        </a>
      </Button>
    ),
    [phone],
  );
  useDockAction(action);
}
