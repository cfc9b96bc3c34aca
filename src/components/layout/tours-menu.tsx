import { Box, Stack, Text, chakra } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, type FocusEvent } from 'react';
import { TOUR_MENU } from './nav-links';
import { useNavMenuActor } from './nav-menu.logic';

/**
 * The desktop Tours dropdown: a disclosure (button + list of links) driven by navMenuMachine.
 * `current`: the page is a catalogue or tour page, marked as the other links mark theirs.
 */
export function ToursMenu({
  color,
  accent,
  current,
}: {
  color: string;
  accent: string;
  current: boolean;
}) {
  const menu = useNavMenuActor();
  const open = useSelector(menu, (s) => s.hasTag('open'));
  const panelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);

  // Escape closes the menu wherever focus is (it may have opened on hover alone).
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const hadFocus = triggerRef.current?.parentElement?.contains(document.activeElement);
      menu.send({ type: 'menu.close' });
      if (hadFocus) triggerRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, menu]);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      menu.send({ type: 'menu.close' });
    }
  };

  return (
    <Box
      position="relative"
      onPointerEnter={(e) => e.pointerType === 'mouse' && menu.send({ type: 'pointer.enter' })}
      onPointerLeave={(e) => e.pointerType === 'mouse' && menu.send({ type: 'pointer.leave' })}
      onBlur={onBlur}
    >
      <chakra.button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => menu.send({ type: 'menu.toggle' })}
        display="inline-flex"
        alignItems="center"
        gap="1"
        px="3"
        py="2"
        fontWeight="medium"
        color={current ? accent : color}
        borderBottomWidth="2px"
        borderColor={current ? accent : 'transparent'}
        data-current={current || undefined}
        cursor="pointer"
        _hover={{ color: accent }}
        focusRingColor="brand.focusRing"
      >
        Tours
        <ChevronDown
          size={16}
          aria-hidden
          style={{ transition: 'transform 0.2s', transform: open ? 'rotate(180deg)' : undefined }}
        />
      </chakra.button>
      <Box
        id={panelId}
        hidden={!open}
        position="absolute"
        top="100%"
        left="-4"
        pt="2"
        zIndex="dropdown"
      >
        <Stack
          as="ul"
          listStyleType="none"
          gap="0"
          w="80"
          bg="bg.panel"
          rounded="lg"
          shadow="lg"
          borderWidth="1px"
          p="2"
        >
          {TOUR_MENU.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                onClick={() => menu.send({ type: 'menu.close' })}
                activeOptions={{ exact: true }}
              >
                <Box rounded="md" px="3" py="2" _hover={{ bg: 'brand.subtle' }}>
                  <Text fontWeight="semibold" color="fg">
                    {item.label}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {item.description}
                  </Text>
                </Box>
              </Link>
            </li>
          ))}
        </Stack>
      </Box>
    </Box>
  );
}
