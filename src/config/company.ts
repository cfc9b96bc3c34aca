/** The operator's public details, shown in the footer, contact page and tour pages. */
export const COMPANY = {
  name: 'Karakoram Trails',
  tagline: 'Treks, expeditions and cultural journeys from Skardu',
  blurb:
    'Locally owned in Skardu since 2009. We guide treks, expeditions and cultural journeys across Gilgit-Baltistan with licensed Balti guides, fair-paid porters and a leave-no-trace promise.',
  address: 'College Road, Skardu, Gilgit-Baltistan 16100, Pakistan',
  phones: ['+92 5815 455 320', '+92 345 921 4410'],
  emails: ['info@karakoramtrails.pk', 'bookings@karakoramtrails.pk'],
  website: 'https://www.karakoramtrails.pk',
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/' },
    { name: 'Instagram', href: 'https://www.instagram.com/' },
    { name: 'YouTube', href: 'https://www.youtube.com/' },
    { name: 'X', href: 'https://x.com/' },
  ],
} as const;

/**
 * The details an admin can change in Settings > General (GET /api/settings/public), as the site
 * shows them until the server's answer arrives or when it fails. The server's defaults are the same.
 */
export const COMPANY_DETAILS = {
  companyName: COMPANY.name,
  email: COMPANY.emails[0],
  phone: COMPANY.phones[0],
  address: COMPANY.address,
  website: COMPANY.website,
};

/** Footer 'Popular Destinations' (SPEC 2): tour slugs under /tours/{slug}. */
export const POPULAR_DESTINATIONS = [
  { slug: 'k2-base-camp', label: 'K2 Base Camp' },
  { slug: 'fairy-meadows', label: 'Fairy Meadows' },
  { slug: 'deosai-plains', label: 'Deosai Plains' },
  { slug: 'hunza-valley', label: 'Hunza Valley' },
  { slug: 'baltoro-glacier', label: 'Baltoro Glacier' },
] as const;

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
