import { IconButton } from '@chakra-ui/react';
import { Menu } from 'lucide-react';
import { Suspense, lazy, useRef, useState } from 'react';

const MobileMenuDrawer = lazy(() => import('./mobile-menu-drawer'));

/** The menu toggle; the drawer itself loads on first use (it is not needed for first paint). */
export function MobileMenu({ color }: { color: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <IconButton
        ref={triggerRef}
        aria-label="Open menu"
        aria-expanded={open}
        aria-haspopup="dialog"
        variant="ghost"
        color={color}
        hideFrom="lg"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Menu />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onOpenChange={setOpen} trigger={() => triggerRef.current} />
        </Suspense>
      )}
    </>
  );
}
