/** SPEC 3: ten hard-coded testimonials (id, name, location, text, avatar image). */
export interface Testimonial {
  id: number;
  name: string;
  location: string;
  text: string;
  image: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    id: 1,
    name: 'Ayesha Siddiqui',
    location: 'Lahore, Pakistan',
    text: 'I had wanted to stand under K2 since school. Our guide set a pace that got every one of us to Concordia, the cook made fresh parathas at 4,600 metres, and the morning the clouds lifted off K2 I simply cried.',
    image: '/images/avatars/woman-1.webp',
  },
  {
    id: 2,
    name: 'Daniel Hughes',
    location: 'Manchester, United Kingdom',
    text: 'Crossing the Gondogoro La was the hardest night of my life and the best organised. We left Ali Camp at midnight, the team had fixed the ropes the day before and checked every harness twice. The view of four 8,000-metre peaks at dawn was worth every blister.',
    image: '/images/avatars/man-1.webp',
  },
  {
    id: 3,
    name: 'Nur Aisyah Rahman',
    location: 'Kuala Lumpur, Malaysia',
    text: 'I brought my parents, both in their sixties, and worried it would be too much. The team adjusted every day for them: short walks to Shigar Fort, apricots straight from the orchard, and a driver who stopped whenever my mother wanted a photo.',
    image: '/images/avatars/woman-2.webp',
  },
  {
    id: 4,
    name: 'Marco Bianchi',
    location: 'Turin, Italy',
    text: 'I have walked in the Dolomites all my life, but the Baltoro is another scale entirely. What impressed me most was how the porters were treated: proper boots, fair pay and a shared meal every evening. I will be back for Snow Lake.',
    image: '/images/avatars/man-2.webp',
  },
  {
    id: 5,
    name: 'Lena Vogel',
    location: 'Munich, Germany',
    text: 'Deosai in July was a carpet of wildflowers, and from the jeep we watched a Himalayan brown bear at a respectful distance. Camping beside Sheosar Lake under that many stars is something I will never forget.',
    image: '/images/avatars/woman-3.webp',
  },
  {
    id: 6,
    name: 'Budi Santoso',
    location: 'Yogyakarta, Indonesia',
    text: 'Skardu was my first trek above 4,000 metres. The guides checked our oxygen levels every evening and turned a friend back at Urdukas before it became dangerous. I felt looked after the whole way, and the food was better than at home.',
    image: '/images/avatars/man-3.webp',
  },
  {
    id: 7,
    name: 'Hamza Qureshi',
    location: 'Karachi, Pakistan',
    text: 'We had only a week, so they built us a custom trip around Skardu: Katpana cold desert at sunrise, a day hike above Satpara Lake and a night in Khaplu Palace. Every transfer was on time, even after the flight from Islamabad was cancelled.',
    image: '/images/avatars/man-4.webp',
  },
  {
    id: 8,
    name: 'Sophie Turner',
    location: 'Edinburgh, United Kingdom',
    text: 'The Biafo Glacier to Snow Lake is remote in a way I did not know still existed. Our Balti guide read the crevasse fields like a map and told us stories of his grandfather portering for the 1954 K2 expedition.',
    image: '/images/avatars/woman-4.webp',
  },
  {
    id: 9,
    name: 'Farah Aziz',
    location: 'Penang, Malaysia',
    text: 'Clear answers before we booked, a warm welcome in Skardu and not a single surprise cost. The Hushe valley walk to the Masherbrum viewpoint was the quiet, beautiful side of the Karakoram we had hoped for.',
    image: '/images/avatars/woman-1.webp',
  },
  {
    id: 10,
    name: 'Jonas Keller',
    location: 'Hamburg, Germany',
    text: 'I joined the autumn photography tour for the golden poplars of Shigar and Hunza, and our leader knew exactly where the light would fall each morning. I came home with the best pictures of my life and new friends from four countries.',
    image: '/images/avatars/man-1.webp',
  },
];
