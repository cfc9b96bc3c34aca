import { Center, chakra, Text, type HTMLChakraProps } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';

interface FilePreviewProps extends Omit<HTMLChakraProps<'img'>, 'src'> {
  file: File;
  alt: string;
}

/**
 * A chosen file shown before upload. Its object URL lives exactly as long as the effect, so it is
 * revoked when the file changes or the preview goes (and recreated under StrictMode's re-run).
 * A file the browser cannot draw says so instead of showing a broken image; give each file its
 * own `key` so a new choice gets a fresh try.
 */
export function FilePreview({ file, alt, ...props }: FilePreviewProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [unreadable, setUnreadable] = useState(false);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (ref.current) ref.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  if (unreadable) {
    return (
      <Center role="img" aria-label={alt} color="fg.muted" p="2" textAlign="center">
        <Text fontSize="xs">No preview for this file</Text>
      </Center>
    );
  }
  return (
    <chakra.img
      ref={ref}
      alt={alt}
      objectFit="cover"
      onError={() => setUnreadable(true)}
      {...props}
    />
  );
}

/** A key that changes with the chosen file. */
export const fileKey = (file: File) => `${file.name}-${file.size}-${file.lastModified}`;
