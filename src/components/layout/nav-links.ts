/** The menu, shared by the desktop bar and the mobile drawer (SPEC 2). */
export const TOUR_MENU = [
  { to: '/tours', label: 'All Tours', description: 'Every trek, expedition and tour we run' },
  {
    to: '/tours/trek',
    label: 'Trekking',
    description: 'Base camps, glaciers and high passes on foot',
  },
  {
    to: '/tours/expedition',
    label: 'Expeditions',
    description: 'Fully supported climbs from 6,000 m to 8,000 m',
  },
  {
    to: '/custom-tour',
    label: 'Custom Tour',
    description: 'A private journey around your dates and interests',
  },
] as const;

export const MAIN_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact' },
] as const;
