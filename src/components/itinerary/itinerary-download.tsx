import { Button, Stack, type ButtonProps } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Download, RotateCcw } from 'lucide-react';
import { Alert } from '../ui/alert';
import { useItineraryDownload, type ItinerarySource } from './itinerary-download.logic';

interface ItineraryDownloadProps {
  source: ItinerarySource;
  /** Called on each click before the download starts (the confirmation's SPEC toast). */
  onDownload?: () => void;
  size?: ButtonProps['size'];
  /** The button's width (full in a phone's column of actions). */
  width?: ButtonProps['width'];
}

/**
 * 'Download Itinerary': fetches the booking's PDF and saves it; while it is generated the
 * button is busy, and a failure says why with 'Try again'.
 */
export function ItineraryDownload({
  source,
  onDownload,
  size = 'md',
  width,
}: ItineraryDownloadProps) {
  const actor = useItineraryDownload(source);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canDownload = useSelector(actor, (s) => s.can({ type: 'itinerary.download' }));
  const failure = useSelector(actor, (s) => (s.hasTag('error') ? s.context.failure : null));
  return (
    <Stack gap="2" align="flex-start">
      <Button
        variant="outline"
        colorPalette="brand"
        size={size}
        width={width}
        loading={busy}
        // Not "PDF": the SPEC toast beside it already says the PDF is being generated.
        loadingText="Preparing itinerary..."
        disabled={!busy && !canDownload}
        onClick={() => {
          onDownload?.();
          actor.send({ type: 'itinerary.download' });
        }}
      >
        <Download size={18} aria-hidden />
        Download Itinerary
      </Button>
      {failure ? (
        <Alert.Root status="error" role="alert" alignItems="center">
          <Alert.Indicator />
          <Alert.Title flex="1">{failure}</Alert.Title>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            onClick={() => actor.send({ type: 'itinerary.retry' })}
          >
            <RotateCcw size={14} aria-hidden />
            Try again
          </Button>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
