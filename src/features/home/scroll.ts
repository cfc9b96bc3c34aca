import { prefersReducedMotion } from '../../components/layout/use-scrolled-past';

/**
 * Scrolls a section into view (smoothly unless the visitor prefers reduced motion) and moves
 * keyboard focus there, so the next Tab continues from the section.
 */
export function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}
