/** SPEC 3: team member (static): name, role, bio, image; plus the image's alt text. */
export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  /** 480x480 portrait. */
  image: string;
  imageAlt: string;
}

export const TEAM: TeamMember[] = [
  {
    name: 'Ghulam Hussain',
    role: 'Founder & Lead Guide',
    bio: 'Born in the Hushe valley, Ghulam carried his first load up the Baltoro at seventeen and has since guided more than sixty treks to Concordia. He founded Karakoram Trails in 2009 to prove that a local company could lead the best trips in the range and treat its porters fairly.',
    image: '/images/team/1.webp',
    imageAlt: 'Portrait of Ghulam Hussain, founder and lead guide',
  },
  {
    name: 'Fatima Batool',
    role: 'Operations Manager',
    bio: 'Fatima grew up in Skardu and runs everything behind the scenes: permits, flights, jeeps, porter teams and the weather-day plan B. Guests know her as the calm voice on the phone who already has the answer.',
    image: '/images/team/2.webp',
    imageAlt: 'Portrait of Fatima Batool, operations manager',
  },
  {
    name: 'Ibrahim Shigri',
    role: 'Expedition Leader',
    bio: 'A high-altitude guide from Shigar with summits of Gasherbrum II and Spantik, Ibrahim leads our expeditions and trains our guides in wilderness first aid, rope work and altitude safety every spring.',
    image: '/images/team/3.webp',
    imageAlt: 'Portrait of Ibrahim Shigri, expedition leader',
  },
  {
    name: 'Sakina Rizvi',
    role: 'Culture & Community Coordinator',
    bio: "Sakina designs our cultural tours and homestays in Shigar, Khaplu and Hunza, and looks after the porter welfare fund: winter training, equipment loans and school fees for porters' children.",
    image: '/images/team/4.webp',
    imageAlt: 'Portrait of Sakina Rizvi, culture and community coordinator',
  },
];
