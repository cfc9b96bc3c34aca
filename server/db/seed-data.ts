/*
 * The seed catalogue (notes/catalog.md): 5 categories and 16 tours with their itineraries,
 * inclusions, reviews and gallery captions. Dates are not stored here: departures and review
 * dates are computed from the clock at seed time so the site never goes stale.
 */

export interface SeedCategory {
  slug: string;
  title: string;
  description: string;
  /** A lucide icon name the client may map to an icon component. */
  icon: string;
}

export interface SeedReview {
  name: string;
  rating: 4 | 5;
  /** How many days before the seed date the review was written. */
  daysAgo: number;
  comment: string;
}

export interface SeedTour {
  slug: string;
  title: string;
  category: string;
  priceUsd: number;
  duration: number;
  difficulty: 'Easy' | 'Moderate' | 'Challenging' | 'Extreme';
  groupSize: string;
  location: string;
  altitude: string;
  season: string;
  /** Months (1-12) in which departures start, matching `season`. */
  seasonMonths: number[];
  /** Days of the month on which departures start. */
  departureDays: number[];
  featured: boolean;
  description: string;
  importantNotes: string;
  /** One [title, description] per itinerary row; rows are numbered 1..n. */
  itinerary: Array<[string, string]>;
  includes: string[];
  excludes: string[];
  /** Alt text of gallery-1..3 (see notes/catalog.md for the file names). */
  gallery: [string, string, string];
  reviews: SeedReview[];
}

export const seedCategories: SeedCategory[] = [
  {
    slug: 'treks',
    title: 'Trekking Adventures',
    description:
      'Multi-day treks on the Baltoro, Biafo and Hushe routes, from green meadows to the foot of K2.',
    icon: 'footprints',
  },
  {
    slug: 'expeditions',
    title: 'Mountain Expeditions',
    description:
      'Fully supported climbs of 6,000 m to 8,000 m peaks with experienced high-altitude guides.',
    icon: 'mountain',
  },
  {
    slug: 'cultural',
    title: 'Cultural Tours',
    description:
      'Forts, palaces and mosques of Baltistan and Hunza, with the people and food of the valleys.',
    icon: 'landmark',
  },
  {
    slug: 'safaris',
    title: 'Jeep Safaris',
    description:
      'Four-wheel-drive journeys over the Deosai plateau and up the Karakoram Highway to Khunjerab.',
    icon: 'car',
  },
  {
    slug: 'photography',
    title: 'Photography Tours',
    description:
      'Small groups timed for golden light, autumn colour and clear night skies, led by a photographer.',
    icon: 'camera',
  },
];

const BALTORO_APPROACH: Array<[string, string]> = [
  [
    'Arrive in Skardu',
    'Fly from Islamabad to Skardu (2,228 m) along the Karakoram, weather permitting; otherwise we drive the Karakoram Highway. Transfer to the hotel, welcome briefing and an easy evening walk by the Indus.',
  ],
  [
    'Skardu: permits and preparation',
    'Complete the trekking permit formalities, meet the porters and check equipment. Afternoon visit to Kharpocho Fort for views over the Skardu valley to help acclimatisation.',
  ],
  [
    'Jeep drive to Askole (3,000 m)',
    'A seven-hour jeep ride through the Shigar and Braldu valleys, crossing suspension bridges and landslide sections to Askole, the last village before the Baltoro. First night in tents.',
  ],
  [
    'Askole to Jhola (3,200 m)',
    'Cross the flat Braldu plain, skirt the snout of the Biafo Glacier and follow the Dumordo river to the camp at Jhola. About six hours on a hot, dusty trail.',
  ],
  [
    'Jhola to Paiju (3,450 m)',
    'A long but gentle day along the Braldu with the first views of the Paiju and Trango groups. Camp among the willows of Paiju, the last green campsite below the glacier.',
  ],
  [
    'Acclimatisation day at Paiju',
    'A rest day for the body to adjust. Optional walk up the slopes behind camp to look over the snout of the Baltoro Glacier; the porters traditionally bake bread and dance in the evening.',
  ],
];

export const seedTours: SeedTour[] = [
  {
    slug: 'k2-base-camp',
    title: 'K2 Base Camp Trek',
    category: 'treks',
    priceUsd: 1299,
    duration: 14,
    difficulty: 'Challenging',
    groupSize: '4-12',
    location: 'Skardu, Gilgit-Baltistan',
    altitude: '5,150 m',
    season: 'June - August',
    seasonMonths: [6, 7, 8],
    departureDays: [3, 17],
    featured: true,
    description:
      'Walk up the Baltoro Glacier, past the granite spires of the Trango Towers and the Cathedral group, to Concordia and the foot of K2, the second-highest mountain on Earth. This is the classic Karakoram journey: two weeks in one of the wildest mountain landscapes anywhere, with experienced Balti guides, porters and a full camp crew. Days are long and the trail is rough moraine, but no technical climbing is needed.',
    importantNotes:
      'You should be able to walk 6-8 hours a day for several consecutive days on uneven ground. Altitude reaches 5,150 m; we follow a conservative ascent profile and carry a pulse oximeter and emergency oxygen. Flights to Skardu are weather-dependent, so allow one or two spare days before your international flight. A valid passport with at least six months validity and a Pakistani visa are required; we arrange the trekking permit.',
    itinerary: [
      ...BALTORO_APPROACH,
      [
        'Paiju to Urdukas (4,130 m)',
        'Step onto the Baltoro Glacier and weave through grey moraine ridges with the Trango Towers, Uli Biaho and Cathedral rising beside the trail. Urdukas sits on grassy terraces above the ice with a famous view.',
      ],
      [
        'Urdukas to Goro II (4,380 m)',
        'Continue up the centre of the glacier with Masherbrum to the south and the Gasherbrums appearing ahead. Camp on the ice at Goro II, a cold but spectacular site.',
      ],
      [
        'Goro II to Concordia (4,600 m)',
        'A short, steady climb to Concordia, the confluence of the Baltoro and Godwin-Austen glaciers. K2, Broad Peak, the Gasherbrums and Chogolisa surround the camp: the "throne room of the mountain gods".',
      ],
      [
        'Concordia to K2 Base Camp (5,150 m) and back',
        'An early start up the Godwin-Austen Glacier past Broad Peak Base Camp to K2 Base Camp and the Gilkey Memorial. Time at base camp with the climbing teams, then return to Concordia. Ten to twelve hours.',
      ],
      [
        'Concordia to Urdukas',
        'Retrace the route down the Baltoro with the mountains now behind you. A long but downhill day back to the grass terraces of Urdukas.',
      ],
      [
        'Urdukas to Paiju',
        'Leave the glacier at its snout and return to the shade of Paiju. Celebration dinner with the porters.',
      ],
      [
        'Paiju to Jhola',
        'Follow the Braldu river downstream, now fit and acclimatised, through the open valley to Jhola.',
      ],
      [
        'Jhola to Askole and drive to Skardu',
        'A morning walk to Askole, where the jeeps wait for the drive back to Skardu. Hot showers, a farewell dinner and certificates. The tour ends after breakfast the next morning.',
      ],
    ],
    includes: [
      'Return flights Islamabad - Skardu (or the road journey if flights are cancelled)',
      'Hotel accommodation in Skardu on a twin-share basis',
      'All meals on the trek, prepared by our camp cook',
      'Licensed English-speaking trek leader and Balti assistant guides',
      'Porters for group equipment and up to 15 kg of personal gear',
      'Two-person tents, dining and toilet tents, foam mattresses',
      'Trekking permit, Central Karakoram National Park fees and liaison arrangements',
      'Jeep transfers Skardu - Askole - Skardu',
      'Satellite phone, first-aid kit, pulse oximeter and emergency oxygen',
    ],
    excludes: [
      'International flights to and from Islamabad',
      'Pakistan visa fees',
      'Travel and rescue insurance (mandatory; helicopter evacuation cover required)',
      'Personal trekking equipment and sleeping bag',
      'Tips for guides, cooks and porters',
      'Extra hotel nights caused by flight cancellations',
    ],
    gallery: [
      'The huge pyramid of K2 glowing at dawn above the Godwin-Austen Glacier',
      'Trekkers on the moraine of the Baltoro Glacier with the Trango Towers behind',
      'Tents at Concordia surrounded by snow peaks under a clear sky',
    ],
    reviews: [
      {
        name: 'Sarah Mitchell',
        rating: 5,
        daysAgo: 210,
        comment:
          'Standing at Concordia with K2 in front of me was the moment of my life. The crew were wonderful and the food on the glacier was better than most restaurants at home.',
      },
      {
        name: 'Hamza Qureshi',
        rating: 5,
        daysAgo: 245,
        comment:
          'Very well organised from Skardu onwards. Our guide Ali knew every rock of the Baltoro and kept a careful eye on everyone as we gained height.',
      },
      {
        name: 'Lukas Becker',
        rating: 4,
        daysAgo: 300,
        comment:
          'Tough days on the moraine, as expected, but the pace was sensible. Our flight from Skardu was cancelled and the team drove us to Islamabad without any fuss.',
      },
      {
        name: 'Aiko Tanaka',
        rating: 5,
        daysAgo: 390,
        comment:
          'The views of the Trango Towers and Masherbrum were unreal. I loved the evenings with the porters singing in Balti.',
      },
    ],
  },
  {
    slug: 'baltoro-glacier',
    title: 'Baltoro Glacier & Concordia Trek',
    category: 'treks',
    priceUsd: 2150,
    duration: 18,
    difficulty: 'Challenging',
    groupSize: '4-10',
    location: 'Baltoro Glacier, Gilgit-Baltistan',
    altitude: '5,150 m',
    season: 'June - August',
    seasonMonths: [6, 7, 8],
    departureDays: [8, 22],
    featured: true,
    description:
      "The unhurried version of the great Baltoro journey, with extra nights at Concordia and a camp at K2 Base Camp itself. Four of the world's fourteen 8,000 m peaks stand within a day's walk, and the slower pace leaves time for side trips to Broad Peak Base Camp and for photography in the best light. Ideal for trekkers who want to savour the glacier rather than race it.",
    importantNotes:
      'Expect 5-8 hours of walking a day on rough glacier moraine and nights below freezing. Previous multi-day trekking experience above 4,000 m is strongly recommended. Our leaders may change the daily plan for weather or group health; safety decisions are final. Travel insurance covering helicopter rescue to 6,000 m is mandatory.',
    itinerary: [
      ...BALTORO_APPROACH,
      [
        'Paiju to Khoburtse (3,900 m)',
        'Climb onto the Baltoro and walk beneath the Paiju and Trango groups to the small camp at Khoburtse, a shorter day that helps acclimatisation.',
      ],
      [
        'Khoburtse to Urdukas (4,130 m)',
        'A half-day to Urdukas with its grassy ledges above the glacier, facing the Cathedral spires and Lobsang Spire. Afternoon at leisure.',
      ],
      [
        'Urdukas to Goro II (4,380 m)',
        'Walk the centre of the Baltoro with Masherbrum to the south and Gasherbrum IV filling the head of the valley.',
      ],
      [
        'Goro II to Concordia (4,600 m)',
        'Arrive at Concordia in time for the sunset on K2 and Broad Peak, which turn gold and then pink above camp.',
      ],
      [
        'Concordia to K2 Base Camp (5,150 m)',
        'Walk up the Godwin-Austen Glacier past Broad Peak Base Camp to camp at K2 Base Camp itself, beside the expeditions preparing for the summit.',
      ],
      [
        'K2 Base Camp to Concordia via the Gilkey Memorial',
        'Visit the Gilkey Memorial, the cairn honouring climbers lost on K2, then descend to Concordia with a stop at Broad Peak Base Camp.',
      ],
      [
        'Rest and photography day at Concordia',
        'A free day at the heart of the Karakoram. Optional walk towards the Upper Baltoro for views of Gasherbrum IV and Chogolisa, or simply enjoy the panorama from camp.',
      ],
      [
        'Concordia to Urdukas',
        'Begin the descent down the Baltoro, a long but easier day back to the terraces of Urdukas.',
      ],
      [
        'Urdukas to Paiju',
        'Leave the glacier and reach green Paiju for a last evening with the porters.',
      ],
      [
        'Paiju to Askole',
        'A long walk down the Braldu valley via Jhola to Askole, the village where the trek began.',
      ],
      [
        'Drive Askole to Skardu',
        'Jeep ride back through the Braldu and Shigar valleys to Skardu. Hot showers and a farewell dinner.',
      ],
      [
        'Departure from Skardu',
        'Morning flight to Islamabad, weather permitting. This day also acts as a buffer if the flight is delayed.',
      ],
    ],
    includes: [
      'Return flights Islamabad - Skardu or road transport if flights are cancelled',
      'Three nights in a Skardu hotel on a twin-share basis',
      'All meals and hot drinks on the trek',
      'Experienced trek leader, assistant guide and full camp crew',
      'Porters for group equipment and up to 15 kg of personal gear',
      'Expedition-quality tents, mess tent and toilet tent',
      'Trekking permit and Central Karakoram National Park fees',
      'Satellite phone and comprehensive medical kit with oxygen',
    ],
    excludes: [
      'International flights and Pakistan visa',
      'Travel insurance with helicopter evacuation cover',
      'Personal equipment and sleeping bag (rental available)',
      'Tips for the trekking crew',
      'Drinks and snacks in Skardu',
    ],
    gallery: [
      'The wide Baltoro Glacier flowing like a river between granite towers',
      'Broad Peak and its triple summit seen from Concordia in late afternoon light',
      'Porters crossing the moraine of the Baltoro with loads on their backs',
    ],
    reviews: [
      {
        name: 'Giulia Romano',
        rating: 5,
        daysAgo: 190,
        comment:
          'The extra day at Concordia made all the difference. Sleeping at K2 Base Camp and watching the climbers leave at night was unforgettable.',
      },
      {
        name: 'James Whitfield',
        rating: 5,
        daysAgo: 260,
        comment:
          'Superbly run expedition-style trek. The kitchen crew produced fresh bread and even a cake at Concordia.',
      },
      {
        name: 'Nurul Aisyah',
        rating: 4,
        daysAgo: 330,
        comment:
          'Physically the hardest thing I have done, but the guides were patient and encouraging. Bring good sunglasses: the glare on the glacier is intense.',
      },
    ],
  },
  {
    slug: 'fairy-meadows',
    title: 'Fairy Meadows & Nanga Parbat Base Camp',
    category: 'treks',
    priceUsd: 649,
    duration: 6,
    difficulty: 'Moderate',
    groupSize: '2-14',
    location: 'Fairy Meadows, Diamer',
    altitude: '3,967 m',
    season: 'May - October',
    seasonMonths: [5, 6, 7, 8, 9, 10],
    departureDays: [6, 20],
    featured: true,
    description:
      'A short trek to one of the most beautiful viewpoints in the Himalaya: the pine-fringed meadows below the 4,600 m Rakhiot face of Nanga Parbat, the ninth-highest mountain in the world. Stay in wooden cabins at Fairy Meadows, walk on to Beyal Camp and the Nanga Parbat Base Camp, and enjoy campfire evenings under the snow wall. A perfect first taste of trekking in Pakistan.',
    importantNotes:
      'The jeep track from Raikot Bridge to Tato is narrow and exposed; it is driven only by licensed local drivers. The walk from Tato to Fairy Meadows takes 2-3 hours and ponies are available for luggage. Nights at Fairy Meadows can be cold even in summer; bring a warm layer.',
    itinerary: [
      [
        'Arrive in Skardu',
        'Fly or drive to Skardu, transfer to the hotel and enjoy an evening stroll at Lower Kachura (Shangrila) Lake.',
      ],
      [
        'Drive to Raikot Bridge and walk to Fairy Meadows (3,300 m)',
        'Follow the Indus gorge to Raikot Bridge on the Karakoram Highway, switch to local jeeps for the thrilling track to Tato, then walk up through pine forest to the cabins of Fairy Meadows.',
      ],
      [
        'Fairy Meadows to Beyal Camp (3,500 m)',
        'A gentle morning walk through forest and meadows to Beyal Camp, with Nanga Parbat towering above. Continue to the viewpoint over the Rakhiot Glacier for sunset.',
      ],
      [
        'Nanga Parbat Base Camp (3,967 m)',
        'Walk along the lateral moraine of the Rakhiot Glacier to the German Base Camp with its memorial to early expeditions, then return to Fairy Meadows for a campfire dinner.',
      ],
      [
        'Return to Skardu',
        'Walk down to Tato, jeep to Raikot Bridge and drive back along the Indus to Skardu.',
      ],
      [
        'Departure',
        'Transfer to Skardu airport for the flight to Islamabad, or continue with another of our tours.',
      ],
    ],
    includes: [
      'Hotel accommodation in Skardu and a wooden cabin at Fairy Meadows',
      'All meals during the tour',
      'Private air-conditioned vehicle for road transfers',
      'Local jeep Raikot Bridge - Tato - Raikot Bridge',
      'English-speaking guide throughout',
      'Entry and conservation fees',
      'First-aid kit and satellite phone',
    ],
    excludes: [
      'Flights to Skardu',
      'Pony hire for personal luggage (about USD 15 per day)',
      'Travel insurance',
      'Tips and personal expenses',
    ],
    gallery: [
      'Green meadow and pine forest below the massive snow wall of Nanga Parbat',
      'Wooden cabins at Fairy Meadows in the evening light',
      'Trekkers walking along the Rakhiot Glacier moraine toward base camp',
    ],
    reviews: [
      {
        name: 'Ayesha Khan',
        rating: 5,
        daysAgo: 95,
        comment:
          'Waking up to Nanga Parbat from the cabin window is something I will never forget. The jeep ride was scary but the drivers are experts.',
      },
      {
        name: 'Tom Harris',
        rating: 4,
        daysAgo: 150,
        comment:
          'Great short trip. The walk to base camp was easier than I expected and the guide told us a lot about the early German expeditions.',
      },
      {
        name: 'Marta Kowalska',
        rating: 5,
        daysAgo: 220,
        comment:
          'Perfect introduction to the mountains of Pakistan. Lovely food, friendly people and a stunning campfire night under the stars.',
      },
      {
        name: 'Rizwan Ahmed',
        rating: 5,
        daysAgo: 410,
        comment:
          'Took my parents and they managed it comfortably with a pony. Very thoughtful planning.',
      },
    ],
  },
  {
    slug: 'gondogoro-la',
    title: 'Gondogoro La Pass Trek',
    category: 'treks',
    priceUsd: 2450,
    duration: 20,
    difficulty: 'Challenging',
    groupSize: '4-10',
    location: 'Baltoro & Hushe Valleys, Gilgit-Baltistan',
    altitude: '5,585 m',
    season: 'July - August',
    seasonMonths: [7, 8],
    departureDays: [2, 12, 24],
    featured: false,
    description:
      'A grand traverse of the Karakoram: up the Baltoro to Concordia and K2 Base Camp, then over the 5,585 m Gondogoro La into the Hushe valley instead of retracing your steps. From the top of the pass, four 8,000 m peaks line the horizon at sunrise. The crossing uses fixed ropes and a night start, making this the most adventurous non-technical trek we offer.',
    importantNotes:
      'The pass crossing starts around midnight and involves 10-14 hours on snow and scree with fixed ropes; you will use crampons and a harness (we teach their use at Ali Camp). Previous trekking above 5,000 m is required. The pass is crossed only when our leader judges snow and weather safe; otherwise the group returns via Askole.',
    itinerary: [
      ...BALTORO_APPROACH,
      [
        'Paiju to Khoburtse (3,900 m)',
        'First steps on the Baltoro Glacier, beneath the Trango Towers, to the small camp at Khoburtse.',
      ],
      [
        'Khoburtse to Urdukas (4,130 m)',
        'A short day to the terraces of Urdukas, with time to rest and to enjoy the view of the Cathedral group.',
      ],
      [
        'Urdukas to Goro II (4,380 m)',
        'Walk the centre of the glacier with Masherbrum and Gasherbrum IV in view.',
      ],
      [
        'Goro II to Concordia (4,600 m)',
        'Reach Concordia, the meeting of glaciers beneath K2, Broad Peak and Chogolisa.',
      ],
      [
        'Concordia to K2 Base Camp (5,150 m)',
        'Walk up the Godwin-Austen Glacier and spend the night at K2 Base Camp.',
      ],
      [
        'K2 Base Camp to Concordia',
        'Visit the Gilkey Memorial and return to Concordia by way of Broad Peak Base Camp.',
      ],
      [
        'Concordia to Ali Camp (5,000 m)',
        'Turn south up the Vigne Glacier to Ali Camp at the foot of the pass. Afternoon training with crampons, harness and jumar.',
      ],
      [
        'Rest and preparation at Ali Camp',
        'A reserve day to rest, check equipment and wait for the right snow conditions. Early dinner and a short night.',
      ],
      [
        'Cross the Gondogoro La (5,585 m) to Khuspang',
        'Leave around midnight and climb the fixed ropes to the pass for sunrise over K2, Broad Peak, Gasherbrum I and II. Descend the steep south side to the meadows of Khuspang.',
      ],
      [
        'Khuspang to Saicho (3,350 m)',
        'Follow the Gondogoro Glacier down to the juniper-scented camp at Saicho beneath Laila Peak.',
      ],
      [
        'Saicho to Hushe and drive to Khaplu',
        'Walk to Hushe, the first village in two weeks, and drive to Khaplu for a night in a heritage guesthouse.',
      ],
      [
        'Khaplu to Skardu',
        'Visit Khaplu Palace and the Chaqchan Mosque, then drive along the Shyok and Indus rivers to Skardu.',
      ],
      [
        'Contingency day in Skardu',
        'Held in reserve for weather on the pass or flights. If unused, visit Upper Kachura Lake and the Skardu bazaar.',
      ],
      ['Departure', 'Flight to Islamabad, weather permitting.'],
    ],
    includes: [
      'Return flights Islamabad - Skardu or road transport if flights are cancelled',
      'Hotel and guesthouse accommodation in Skardu and Khaplu',
      'All meals on the trek',
      'Trek leader, assistant guides and high-altitude porters for the pass',
      'Fixed ropes, harnesses and group climbing equipment',
      'Porters for up to 15 kg of personal gear',
      'Trekking permit, national park fees and Gondogoro La royalty',
      'Satellite phone, oxygen and comprehensive medical kit',
    ],
    excludes: [
      'International flights and Pakistan visa',
      'Crampons and mountaineering boots (rental available in Skardu)',
      'Travel insurance with helicopter rescue to 6,000 m',
      'Tips for the crew',
      'Costs of an early descent or evacuation',
    ],
    gallery: [
      'The Gondogoro La pass with a line of 8,000 m peaks under a night-blue sky',
      'Trekkers on fixed ropes climbing the snow slope to the pass at dawn',
      'The green Hushe valley with Laila Peak above the camp at Saicho',
    ],
    reviews: [
      {
        name: 'Pierre Lefebvre',
        rating: 5,
        daysAgo: 180,
        comment:
          'Sunrise on the Gondogoro La with K2 and the Gasherbrums lined up is the finest mountain view I have seen in thirty years of trekking.',
      },
      {
        name: 'Emily Carter',
        rating: 5,
        daysAgo: 240,
        comment:
          'The training at Ali Camp gave me confidence on the ropes. The high-altitude porters were incredible people.',
      },
      {
        name: 'Daniyal Siddiqui',
        rating: 4,
        daysAgo: 380,
        comment:
          'We waited a day at Ali Camp for safer snow, which was the right call. Very professional leadership throughout.',
      },
    ],
  },
  {
    slug: 'rush-lake',
    title: 'Rush Lake Trek',
    category: 'treks',
    priceUsd: 899,
    duration: 9,
    difficulty: 'Moderate',
    groupSize: '2-12',
    location: 'Nagar Valley, Gilgit-Baltistan',
    altitude: '4,694 m',
    season: 'June - September',
    seasonMonths: [6, 7, 8, 9],
    departureDays: [5, 19],
    featured: false,
    description:
      'Trek from the villages of Nagar along the Miar Glacier to Rush Lake, one of the highest alpine lakes in Pakistan, where Spantik, Malubiting and the Miar peaks are mirrored in the water. An optional early climb of Rush Peak (5,098 m) adds a view all the way to K2 and the Baltoro peaks. A varied, not-too-long trek with glacier, meadow and village scenery.',
    importantNotes:
      'Most days involve 4-6 hours of walking on good paths and moraine; the day to Rush Lake climbs steeply to 4,694 m. We include an acclimatisation night at Chidin Harai. The Rush Peak ascent is a non-technical hike but starts before dawn and is weather-dependent.',
    itinerary: [
      [
        'Arrive in Skardu',
        'Arrive in Skardu and settle in at the hotel. Briefing and equipment check in the evening.',
      ],
      [
        'Drive to Karimabad, Hunza',
        'Scenic drive along the Indus and Gilgit rivers and the Karakoram Highway to Karimabad, with a stop at the Rakaposhi viewpoint.',
      ],
      [
        'Drive to Hopar and trek to Hapakun (3,300 m)',
        'Short drive to Hopar in Nagar, then cross the Bualtar Glacier and climb through pastures to the summer settlement of Hapakun.',
      ],
      [
        'Hapakun to Chidin Harai (3,900 m)',
        'Walk along the ablation valley of the Miar Glacier to the meadow camp at Chidin Harai, with the Miar peaks above.',
      ],
      [
        'Chidin Harai to Rush Lake (4,694 m)',
        'A steep climb over grassy ridges to Rush Lake. Camp on the shore with views of Spantik and Malubiting.',
      ],
      [
        'Rush Peak (5,098 m) and descent to Chidin Harai',
        'Optional pre-dawn ascent of Rush Peak for a sunrise panorama of K2, Broad Peak and the Gasherbrums, then descend to Chidin Harai.',
      ],
      [
        'Descend to Hopar and drive to Karimabad',
        'Walk down to Hopar and drive to Karimabad for a hot shower and dinner with a view of Rakaposhi.',
      ],
      [
        'Drive back to Skardu',
        'Return drive to Skardu along the Karakoram Highway and the Indus gorge.',
      ],
      ['Departure', 'Transfer to Skardu airport for your flight to Islamabad.'],
    ],
    includes: [
      'Hotel accommodation in Skardu and Karimabad',
      'All meals on the trek',
      'Private vehicle for all road transfers',
      'Trek guide, cook and porters',
      'Tents, mattresses and camp equipment',
      'Village and conservation fees in Nagar',
      'First-aid kit and satellite phone',
    ],
    excludes: [
      'Flights to and from Skardu',
      'Travel insurance',
      'Personal trekking equipment',
      'Meals in Karimabad and Skardu other than dinner',
      'Tips for the crew',
    ],
    gallery: [
      'Rush Lake reflecting snow peaks on a still morning',
      'Tents pitched on the shore of Rush Lake at sunset',
      'The Miar Glacier seen from the trail above Hapakun',
    ],
    reviews: [
      {
        name: 'Fatima Zahra',
        rating: 5,
        daysAgo: 120,
        comment:
          'Rush Lake at sunrise was magical and the climb up Rush Peak gave us K2 on the horizon. A great trek for its length.',
      },
      {
        name: 'Ben Walker',
        rating: 4,
        daysAgo: 200,
        comment:
          'The day up to the lake is steep but short. Camp staff were lovely and the views of Spantik were a highlight.',
      },
      {
        name: 'Siti Rahmawati',
        rating: 5,
        daysAgo: 310,
        comment:
          'My first high-altitude trek and I felt completely safe. Hopar village was beautiful.',
      },
    ],
  },
  {
    slug: 'snow-lake',
    title: 'Biafo-Hispar Snow Lake Trek',
    category: 'treks',
    priceUsd: 2650,
    duration: 22,
    difficulty: 'Challenging',
    groupSize: '4-8',
    location: 'Biafo & Hispar Glaciers, Gilgit-Baltistan',
    altitude: '5,151 m',
    season: 'July - August',
    seasonMonths: [7, 8],
    departureDays: [4, 18, 28],
    featured: false,
    description:
      'Cross the longest glacier system outside the polar regions: up the Biafo Glacier to Snow Lake, a vast white basin ringed by granite spires, over the 5,151 m Hispar La and down the Hispar Glacier to Nagar. Twelve days on ice, roped together on the upper glaciers, with a good chance of seeing Himalayan brown bear tracks. For experienced trekkers seeking true wilderness.',
    importantNotes:
      'The upper Biafo and Hispar La are crevassed: the group walks roped with harnesses, and our leaders are trained in crevasse rescue. Expect 6-9 hours a day and nights as cold as -10 C. There are no villages for twelve days. Previous glacier or high-altitude trekking experience is required.',
    itinerary: [
      [
        'Arrive in Skardu',
        'Arrive in Skardu and transfer to the hotel. Welcome dinner and trek briefing.',
      ],
      [
        'Skardu: permits and equipment',
        'Trekking permit formalities, glacier equipment check and fitting of harnesses.',
      ],
      [
        'Drive to Askole (3,000 m)',
        'A full day by jeep through the Shigar and Braldu valleys to Askole.',
      ],
      [
        'Askole to Namla (3,500 m)',
        'Cross the snout of the Biafo Glacier and walk up its left bank to the small camp at Namla.',
      ],
      [
        'Namla to Mango (3,700 m)',
        'Continue up the moraine of the Biafo with the granite walls of the Latok group starting to appear.',
      ],
      [
        'Mango to Baintha (4,000 m)',
        'Reach the meadow camp of Baintha, the last grass on the route, beneath the Ogre (Baintha Brakk).',
      ],
      [
        'Rest day at Baintha',
        'Acclimatisation and rest. Optional walk up the slopes for views of the Ogre and the Latok peaks.',
      ],
      [
        'Baintha to Marpogoro (4,300 m)',
        'Walk up the centre of the glacier, now mostly clean white ice, to camp at Marpogoro.',
      ],
      [
        'Marpogoro to Karpogoro (4,600 m)',
        'Rope up on the upper Biafo as the crevasses begin, and camp on the ice at Karpogoro.',
      ],
      [
        'Karpogoro to Snow Lake (4,900 m)',
        'Reach Snow Lake (Lukpe Lawo), a great basin of snow some 16 km across, surrounded by spires.',
      ],
      [
        'Exploration day at Snow Lake',
        'A day to explore the basin and photograph the Sosbun and Lukpe Lawo peaks. Rest for the pass.',
      ],
      [
        'Snow Lake to Hispar La base (5,000 m)',
        'A gentle climb across the upper Biafo to camp below the Hispar La.',
      ],
      [
        'Cross the Hispar La (5,151 m)',
        'An early start to the pass for a view down the full length of the Hispar Glacier, then descend to camp on the far side.',
      ],
      [
        'Hispar La to Khani Basa (4,500 m)',
        'Descend the upper Hispar Glacier, crossing its side glaciers, to the ablation valley camp at Khani Basa.',
      ],
      [
        'Khani Basa to Jutmaru (4,000 m)',
        'Walk along the flowered ablation valley with views of the Kanjut Sar massif.',
      ],
      [
        'Jutmaru to Bitanmal (3,700 m)',
        "More ablation valleys and side-glacier crossings down to the shepherds' huts at Bitanmal.",
      ],
      [
        'Bitanmal to Hispar village (3,300 m)',
        'A final long day off the glacier to Hispar, the first village in twelve days.',
      ],
      [
        'Drive Hispar to Karimabad',
        'Jeep down the Hispar and Nagar valleys to Karimabad in Hunza. Hot showers at last.',
      ],
      [
        'Rest day in Karimabad',
        'Visit Baltit Fort and the old village, or relax with a view of Rakaposhi.',
      ],
      [
        'Drive Karimabad to Skardu',
        'Return drive along the Karakoram Highway and the Indus gorge to Skardu.',
      ],
      [
        'Contingency day in Skardu',
        'A reserve day for weather on the glaciers or flight delays. Farewell dinner.',
      ],
      ['Departure', 'Flight to Islamabad, weather permitting.'],
    ],
    includes: [
      'Return flights Islamabad - Skardu or road transport if flights are cancelled',
      'Hotels in Skardu and Karimabad on a twin-share basis',
      'All meals on the trek',
      'Experienced glacier guide and assistant guide trained in crevasse rescue',
      'Ropes, harnesses and group glacier equipment',
      'Porters for up to 15 kg of personal gear',
      'Trekking permit and national park fees',
      'Satellite phone, oxygen and medical kit',
    ],
    excludes: [
      'International flights and Pakistan visa',
      'Crampons and mountaineering boots',
      'Travel insurance with helicopter evacuation cover',
      'Tips for the crew',
      'Extra nights caused by flight cancellations',
    ],
    gallery: [
      'The vast white snow basin of Snow Lake ringed by granite spires',
      'A roped team crossing the upper Biafo Glacier',
      'The meadow camp at Baintha beneath the Ogre',
    ],
    reviews: [
      {
        name: 'Henrik Larsen',
        rating: 5,
        daysAgo: 175,
        comment:
          'A real expedition in trekking boots. Snow Lake is the most remote and beautiful place I have ever stood.',
      },
      {
        name: 'Olivia Brown',
        rating: 5,
        daysAgo: 285,
        comment:
          'The guides handled the crevassed sections with calm expertise. Twelve days without a village was exactly what I wanted.',
      },
      {
        name: 'Usman Tariq',
        rating: 4,
        daysAgo: 400,
        comment:
          'Long days, but the logistics were flawless and the food remarkable for such a remote route.',
      },
    ],
  },
  {
    slug: 'laila-peak',
    title: 'Laila Peak Expedition (6,096 m)',
    category: 'expeditions',
    priceUsd: 5200,
    duration: 24,
    difficulty: 'Challenging',
    groupSize: '2-8',
    location: 'Hushe Valley, Gilgit-Baltistan',
    altitude: '6,096 m',
    season: 'June - August',
    seasonMonths: [6, 7, 8],
    departureDays: [10, 25],
    featured: true,
    description:
      "Climb the most elegant peak in the Karakoram: Laila's spear-like summit rises above the Gondogoro Glacier in a single sweep of snow and ice. This expedition suits climbers with basic mountaineering skills who want their first 6,000 m summit in a spectacular setting, with experienced guides, fixed ropes on the upper slopes and a well-equipped base camp.",
    importantNotes:
      'You need to be comfortable with crampons, ice axe, fixed ropes and jumar; we run refresher training at base camp. The summit slope is steep (up to 50 degrees) and the final decision to climb rests with the lead guide. Full expedition insurance including helicopter rescue is required. Climbing permit paperwork takes about eight weeks; book early.',
    itinerary: [
      ['Arrive in Skardu', 'Arrive in Skardu and transfer to the hotel. Expedition briefing.'],
      [
        'Skardu: permits and equipment',
        'Ministry briefing for the climbing permit, gear check and final shopping in the bazaar.',
      ],
      [
        'Drive to Hushe (3,050 m)',
        'Drive via Khaplu along the Shyok river to Hushe, the last village below the peaks.',
      ],
      [
        'Hushe to Saicho (3,350 m)',
        'Trek through the upper Hushe valley to Saicho, with the first views of Laila Peak.',
      ],
      [
        'Saicho to Gondogoro camp (4,000 m)',
        'Walk up the Gondogoro valley to the summer pastures below the glacier.',
      ],
      [
        'Trek to Laila Base Camp (4,500 m)',
        'Cross the Gondogoro Glacier to base camp on a grassy moraine facing the peak.',
      ],
      [
        'Rest and acclimatisation at base camp',
        'Settle into camp and rest. Short walks on the moraine help acclimatisation.',
      ],
      [
        'Skills training',
        'Refresher training on crampon technique, fixed ropes, jumar and abseiling on the glacier.',
      ],
      [
        'Load carry to Camp 1 (5,100 m)',
        'Carry equipment up the glacier to Camp 1 and return to base camp for the night.',
      ],
      ['Rest at base camp', 'Recovery day with good food and plenty of fluids.'],
      ['Move to Camp 1', 'Climb back to Camp 1 and spend the first night at 5,100 m.'],
      [
        'Acclimatisation climb towards Camp 2 (5,600 m)',
        'Climb to the site of Camp 2 to fix ropes and cache equipment, then return to Camp 1.',
      ],
      ['Descend to base camp', 'Return to base camp to recover before the summit rotation.'],
      [
        'Rest at base camp',
        'Rest and weather watch. The guides study the forecast for the summit window.',
      ],
      ['Rest and preparation', 'A second rest day to be at full strength for the summit push.'],
      ['Summit push: base camp to Camp 1', 'Begin the summit rotation with the climb to Camp 1.'],
      [
        'Camp 1 to Camp 2 (5,600 m)',
        'Climb to Camp 2, eat early and rest before the summit night.',
      ],
      [
        'Summit day: Laila Peak (6,096 m)',
        'Leave around 2 am and climb the steep snow slopes on fixed ropes to the summit for views of K2, Masherbrum and the Gondogoro La. Descend to Camp 2.',
      ],
      ['Descend to base camp', 'Descend to base camp for a celebration dinner.'],
      ['Reserve summit day', 'Held in reserve for bad weather or a second attempt.'],
      ['Reserve summit day', 'A second reserve day; if unused, rest at base camp.'],
      [
        'Clear base camp and trek to Saicho',
        'Pack up the camps, leave no trace, and walk down to Saicho.',
      ],
      [
        'Trek to Hushe and drive to Khaplu',
        'Walk out to Hushe and drive to Khaplu for a night in a heritage guesthouse.',
      ],
      [
        'Drive to Skardu',
        'Return to Skardu for a farewell dinner and summit certificates. The expedition ends after breakfast the next day.',
      ],
    ],
    includes: [
      'Climbing permit and royalty for Laila Peak',
      'Mandatory liaison officer and environmental fees',
      'Experienced high-altitude guide (1 guide to 2 climbers on summit day)',
      'Base camp with dining tent, kitchen, shower and toilet tents',
      'High-altitude tents, fixed ropes and group climbing equipment',
      'All meals at base camp and high camps',
      'Hotels in Skardu and Khaplu',
      'Porters to base camp (up to 25 kg per climber)',
      'Satellite phone, oxygen for emergencies and medical kit',
    ],
    excludes: [
      'International flights and Pakistan visa',
      'Personal climbing equipment (boots, crampons, ice axe, harness)',
      'Expedition insurance with helicopter rescue',
      'Summit bonus and tips for guides and staff',
      'Extra days beyond the itinerary',
    ],
    gallery: [
      'The sharp spear-like summit of Laila Peak above the Gondogoro Glacier',
      'Climbers on fixed ropes on the steep snow slopes of Laila Peak',
      'Laila Base Camp on a moraine ridge with tents and prayer flags',
    ],
    reviews: [
      {
        name: 'Marco Bianchi',
        rating: 5,
        daysAgo: 200,
        comment:
          'My first 6,000 m summit and the most beautiful mountain I have climbed. The guides were strong, careful and great company.',
      },
      {
        name: 'Hannah Schmidt',
        rating: 5,
        daysAgo: 290,
        comment:
          'Base camp was comfortable and the training day was excellent. We waited two days for the right weather and it paid off.',
      },
      {
        name: 'Faisal Mahmood',
        rating: 4,
        daysAgo: 365,
        comment:
          'Well organised expedition. I turned back at 5,800 m but the team handled it perfectly.',
      },
    ],
  },
  {
    slug: 'spantik',
    title: 'Spantik Golden Peak Expedition (7,027 m)',
    category: 'expeditions',
    priceUsd: 6900,
    duration: 28,
    difficulty: 'Extreme',
    groupSize: '2-8',
    location: 'Chogolungma Glacier, Gilgit-Baltistan',
    altitude: '7,027 m',
    season: 'June - August',
    seasonMonths: [6, 7, 8],
    departureDays: [5, 20],
    featured: false,
    description:
      'Spantik, the Golden Peak, is one of the most accessible 7,000 m summits in the world and an ideal step towards the 8,000 m giants. Its long south-east ridge rises above the Chogolungma Glacier, and its famous golden pillar glows at sunset. Our expedition uses three high camps, a strong Sherpa-style team and a flexible summit window.',
    importantNotes:
      'Previous climbing experience above 6,000 m is required. You should be competent with crampons, ice axe, fixed ropes and jumar on sustained slopes. Supplementary oxygen is not normally used on Spantik but can be arranged. Full expedition insurance covering helicopter rescue to 7,000 m is mandatory.',
    itinerary: [
      ['Arrive in Skardu', 'Arrive in Skardu and transfer to the hotel. Expedition briefing.'],
      [
        'Skardu: permits and equipment',
        'Ministry briefing, gear check and final shopping in the bazaar.',
      ],
      [
        'Drive to Arandu (2,800 m)',
        'Drive through the Shigar and Basha valleys to Arandu at the snout of the Chogolungma Glacier.',
      ],
      [
        'Arandu to Chogo Brangsa (3,300 m)',
        'Trek along the moraine of the Chogolungma Glacier to the first camp.',
      ],
      [
        'Chogo Brangsa to Bolocho (3,900 m)',
        'Continue up the glacier to the grassy camp at Bolocho.',
      ],
      [
        'Bolocho to Base Camp (4,400 m)',
        "Climb to base camp on a grassy shelf facing Spantik's south-east ridge.",
      ],
      ['Rest at base camp', 'Settle in, rest and acclimatise. Puja ceremony with the team.'],
      [
        'Skills training and gear check',
        'Fixed-rope and jumar practice on the glacier, and preparation of high-altitude equipment.',
      ],
      [
        'Load carry to Camp 1 (5,100 m)',
        'First climb up the ridge to Camp 1 to cache equipment, returning to base camp.',
      ],
      ['Rest at base camp', 'Recovery day.'],
      ['Move to Camp 1', 'Climb to Camp 1 for the first night at 5,100 m.'],
      [
        'Carry to Camp 2 (5,500 m)',
        'Climb the crest of the ridge to Camp 2, cache loads and return to Camp 1.',
      ],
      ['Descend to base camp', 'Return to base camp to recover.'],
      ['Rest at base camp', 'Rest, eat well and review the forecast.'],
      ['Move to Camp 1', 'Second rotation: climb to Camp 1.'],
      ['Move to Camp 2', 'Climb to Camp 2 and sleep at 5,500 m.'],
      [
        'Acclimatisation climb towards Camp 3 (5,900 m)',
        'Climb the steep snow slopes to the site of Camp 3, cache equipment and descend to Camp 2.',
      ],
      ['Descend to base camp', 'Descend all the way to base camp.'],
      ['Rest at base camp', 'Full rest day.'],
      ['Rest and weather watch', 'Rest while the guides choose the summit window.'],
      ['Summit push: move to Camp 1', 'Start the summit rotation.'],
      ['Move to Camp 2', 'Climb to Camp 2 on familiar ground.'],
      ['Move to Camp 3 (5,900 m)', 'Climb to Camp 3, eat, drink and rest before the summit night.'],
      [
        'Summit day: Spantik (7,027 m)',
        'Leave in the small hours for the long summit plateau and reach the top for a panorama from Nanga Parbat to K2. Descend to Camp 3 or Camp 2.',
      ],
      ['Descend to base camp', 'Descend to base camp, collecting equipment from the high camps.'],
      [
        'Reserve summit day',
        'Held in reserve for weather; if unused, clear base camp and start the walk out.',
      ],
      ['Trek out to Arandu', 'A long day down the Chogolungma Glacier to Arandu.'],
      [
        'Drive to Skardu',
        'Drive back to Skardu for a farewell dinner and summit certificates. The expedition ends after breakfast the next day.',
      ],
    ],
    includes: [
      'Climbing permit and royalty for Spantik',
      'Liaison officer and environmental fees',
      'High-altitude guides (1 guide to 2 climbers above Camp 2)',
      'Base camp with dining, kitchen, shower and toilet tents and solar power',
      'High-altitude tents, fixed ropes and cooking equipment for three camps',
      'All meals at base camp and high camps',
      'Hotels in Skardu on a twin-share basis',
      'Porters to base camp (up to 30 kg per climber)',
      'Satellite phone, emergency oxygen and medical kit',
    ],
    excludes: [
      'International flights and Pakistan visa',
      'Personal climbing and high-altitude equipment',
      'Supplementary oxygen (available on request)',
      'Expedition insurance with helicopter rescue to 7,000 m',
      'Summit bonus and tips for guides and staff',
      'Costs of an early departure from base camp',
    ],
    gallery: [
      'The golden-lit pillar of Spantik at sunset',
      'Climbers on the long snow ridge between Camp 2 and Camp 3',
      'Spantik base camp on a grassy shelf above the Chogolungma Glacier',
    ],
    reviews: [
      {
        name: 'Tomasz Nowak',
        rating: 5,
        daysAgo: 230,
        comment:
          'Perfect preparation for my 8,000 m plans. The high camps were well stocked and the guides were very strong.',
      },
      {
        name: 'Claire Dubois',
        rating: 4,
        daysAgo: 320,
        comment:
          'Long expedition with some bad weather, but the team stayed positive and we made the summit on our last window.',
      },
      {
        name: 'Ahmed Raza',
        rating: 5,
        daysAgo: 420,
        comment:
          'Outstanding organisation and food at base camp. The view from the summit plateau is unbelievable.',
      },
    ],
  },
  {
    slug: 'broad-peak',
    title: 'Broad Peak Expedition (8,051 m)',
    category: 'expeditions',
    priceUsd: 14500,
    duration: 45,
    difficulty: 'Extreme',
    groupSize: '2-6',
    location: 'Baltoro Glacier, Gilgit-Baltistan',
    altitude: '8,051 m',
    season: 'June - July',
    seasonMonths: [6, 7],
    departureDays: [1, 10, 20],
    featured: false,
    description:
      'Broad Peak, the twelfth-highest mountain in the world, rises beside K2 with a broad triple summit. Its west spur is a classic first 8,000 m objective for experienced climbers. Our fully supported expedition includes the Baltoro approach, a comfortable base camp, experienced high-altitude climbing Sherpas, oxygen and three high camps.',
    importantNotes:
      'Previous climbs to at least 7,000 m are required, and we will ask for your climbing résumé. The route involves sustained fixed-rope climbing and the long summit ridge above 7,900 m. Supplementary oxygen is provided for the summit push. Expedition insurance with helicopter rescue to 8,000 m is mandatory. Itinerary rows below group several expedition days each.',
    itinerary: [
      ['Arrive in Islamabad (expedition day 1)', 'Arrival, hotel, team meeting.'],
      [
        'Ministry briefing (expedition day 2)',
        'Briefing at the Ministry of Tourism and equipment check.',
      ],
      ['Fly to Skardu (expedition day 3)', 'Flight or two-day drive to Skardu.'],
      ['Skardu preparation (expedition day 4)', 'Final packing of porter loads.'],
      ['Drive to Askole (expedition day 5)', 'Jeep journey through the Shigar and Braldu valleys.'],
      [
        'Trek to Paiju (expedition days 6-8)',
        'Askole to Jhola and Paiju, with a rest day at Paiju.',
      ],
      [
        'Baltoro Glacier approach (expedition days 9-11)',
        'Urdukas, Goro II and Concordia along the Baltoro.',
      ],
      [
        'Arrive at Broad Peak Base Camp (expedition day 12)',
        'Walk up the Godwin-Austen Glacier to base camp at 4,900 m.',
      ],
      [
        'Base camp set-up and puja (expedition days 13-14)',
        'Set up camp, rest and hold the puja ceremony.',
      ],
      [
        'First rotation to Camp 1 (expedition days 15-19)',
        'Fixed ropes to Camp 1 (5,700 m), first night there, return to base camp.',
      ],
      [
        'Second rotation to Camp 2 (expedition days 20-25)',
        'Climb to Camp 2 (6,400 m) and sleep there, touch Camp 3, descend to rest.',
      ],
      [
        'Rest and weather watch (expedition days 26-29)',
        'Rest at base camp while the team watches for a stable summit window.',
      ],
      [
        'Summit push (expedition days 30-34)',
        'Camp 1, Camp 2, Camp 3 (7,000 m), then the summit (8,051 m) with oxygen, descending to Camp 3.',
      ],
      [
        'Descent and reserve days (expedition days 35-38)',
        'Descend to base camp; the remaining days are held in reserve for weather.',
      ],
      ['Trek out (expedition days 39-42)', 'Clear base camp and walk down the Baltoro to Askole.'],
      [
        'Return to Islamabad (expedition days 43-45)',
        'Drive to Skardu, fly to Islamabad and debrief at the Ministry.',
      ],
    ],
    includes: [
      'Climbing permit and royalty for Broad Peak',
      'Liaison officer, environmental and national park fees',
      'One personal high-altitude climbing Sherpa per climber on summit day',
      'Supplementary oxygen: 4 bottles per climber, mask and regulator',
      'Fixed ropes and high-altitude tents for three camps',
      'Full-service base camp with heated dining tent, shower and solar power',
      'All meals during the expedition',
      'Hotels in Islamabad and Skardu',
      'Porters to base camp (up to 40 kg per climber)',
    ],
    excludes: [
      'International flights and Pakistan visa',
      'Personal climbing equipment and down suit',
      'Expedition insurance with helicopter rescue to 8,000 m',
      'Summit bonus for the climbing Sherpa',
      'Additional oxygen beyond four bottles',
      'Tips for base camp staff',
    ],
    gallery: [
      'The broad triple summit of Broad Peak under a stormy sky',
      'Climbers on the west spur of Broad Peak above Camp 2',
      'Broad Peak base camp on the Godwin-Austen Glacier with K2 behind',
    ],
    reviews: [
      {
        name: 'Stefan Müller',
        rating: 5,
        daysAgo: 250,
        comment:
          'My first 8,000 m summit. The Sherpa team were outstanding and the oxygen logistics worked perfectly.',
      },
      {
        name: 'Sadia Hussain',
        rating: 5,
        daysAgo: 340,
        comment:
          'Base camp felt like home for six weeks. The team made safe, patient decisions on the summit window.',
      },
      {
        name: "Ryan O'Connor",
        rating: 4,
        daysAgo: 600,
        comment:
          'Strong team and good camps. We lost a week to weather but still had two summit windows.',
      },
    ],
  },
  {
    slug: 'gasherbrum-ii',
    title: 'Gasherbrum II Expedition (8,035 m)',
    category: 'expeditions',
    priceUsd: 13900,
    duration: 45,
    difficulty: 'Extreme',
    groupSize: '2-6',
    location: 'Baltoro Glacier, Gilgit-Baltistan',
    altitude: '8,035 m',
    season: 'June - July',
    seasonMonths: [6, 7],
    departureDays: [5, 15, 25],
    featured: false,
    description:
      'Gasherbrum II is often called the most accessible of the Karakoram 8,000 m peaks, a striking pyramid at the head of the Baltoro. The route crosses the South Gasherbrum Glacier icefall and climbs the south-west ridge to a summit with views over China and K2. A thoroughly supported expedition for climbers ready for their first or second 8,000 m summit.',
    importantNotes:
      'Previous climbs to at least 7,000 m are required. The icefall above base camp is crossed early in the morning when it is frozen and most stable. Supplementary oxygen is provided for the summit push. Expedition insurance with helicopter rescue to 8,000 m is mandatory. Itinerary rows below group several expedition days each.',
    itinerary: [
      ['Arrive in Islamabad (expedition day 1)', 'Arrival, hotel, team meeting.'],
      [
        'Ministry briefing (expedition day 2)',
        'Briefing at the Ministry of Tourism and equipment check.',
      ],
      ['Fly to Skardu (expedition day 3)', 'Flight or two-day drive to Skardu.'],
      ['Skardu preparation (expedition day 4)', 'Final packing of porter loads.'],
      ['Drive to Askole (expedition day 5)', 'Jeep journey through the Shigar and Braldu valleys.'],
      [
        'Trek to Paiju (expedition days 6-8)',
        'Askole to Jhola and Paiju, with a rest day at Paiju.',
      ],
      [
        'Baltoro Glacier approach (expedition days 9-12)',
        'Urdukas, Goro II, Concordia and on up the Abruzzi Glacier.',
      ],
      [
        'Arrive at Gasherbrum Base Camp (expedition day 13)',
        'Reach base camp at 5,000 m below the Gasherbrum massif.',
      ],
      [
        'Base camp set-up and icefall training (expedition days 14-15)',
        'Set up camp, hold the puja and practise on the lower icefall.',
      ],
      [
        'First rotation to Camp 1 (expedition days 16-20)',
        'Through the icefall to Camp 1 (5,900 m), a night there, return to base camp.',
      ],
      [
        'Second rotation to Camp 2 (expedition days 21-26)',
        'Camp 2 (6,400 m) on the south-west ridge, touch Camp 3, descend to base camp.',
      ],
      [
        'Rest and weather watch (expedition days 27-30)',
        'Rest at base camp and wait for a stable summit window.',
      ],
      [
        'Summit push (expedition days 31-35)',
        'Camp 1, Camp 2, Camp 3 (7,000 m) and the summit (8,035 m) with oxygen.',
      ],
      [
        'Descent and reserve days (expedition days 36-39)',
        'Descend through the icefall to base camp; remaining days in reserve for weather.',
      ],
      ['Trek out (expedition days 40-42)', 'Clear base camp and walk down the Baltoro to Askole.'],
      [
        'Return to Islamabad (expedition days 43-45)',
        'Drive to Skardu, fly to Islamabad and debrief at the Ministry.',
      ],
    ],
    includes: [
      'Climbing permit and royalty for Gasherbrum II',
      'Liaison officer, environmental and national park fees',
      'One personal high-altitude climbing Sherpa per climber on summit day',
      'Supplementary oxygen: 4 bottles per climber, mask and regulator',
      'Icefall and ridge fixed ropes and high-altitude tents for three camps',
      'Full-service base camp with heated dining tent, shower and solar power',
      'All meals during the expedition',
      'Hotels in Islamabad and Skardu',
    ],
    excludes: [
      'International flights and Pakistan visa',
      'Personal climbing equipment and down suit',
      'Expedition insurance with helicopter rescue to 8,000 m',
      'Summit bonus for the climbing Sherpa',
      'Tips for base camp staff',
    ],
    gallery: [
      'The pyramid of Gasherbrum II against a deep blue high-altitude sky',
      'Climbers threading the icefall of the South Gasherbrum Glacier at first light',
      'High camp tents on the south-west ridge of Gasherbrum II',
    ],
    reviews: [
      {
        name: 'Kenji Watanabe',
        rating: 5,
        daysAgo: 215,
        comment:
          'Superb leadership in the icefall. We always moved early and safely, and the summit day went exactly to plan.',
      },
      {
        name: 'Isabella Rossi',
        rating: 5,
        daysAgo: 305,
        comment: 'The best-run base camp I have experienced in the Himalaya or Karakoram.',
      },
      {
        name: 'Bilal Anwar',
        rating: 4,
        daysAgo: 640,
        comment:
          'Hard but rewarding expedition. Communication with families via satellite was a nice touch.',
      },
      {
        name: 'Anna Fischer',
        rating: 5,
        daysAgo: 700,
        comment: 'Safety-first approach, great Sherpas and excellent oxygen equipment.',
      },
    ],
  },
  {
    slug: 'hunza-valley',
    title: 'Hunza Valley Cultural Tour',
    category: 'cultural',
    priceUsd: 799,
    duration: 7,
    difficulty: 'Easy',
    groupSize: '2-16',
    location: 'Hunza Valley, Gilgit-Baltistan',
    altitude: '2,850 m',
    season: 'April - October',
    seasonMonths: [4, 5, 6, 7, 8, 9, 10],
    departureDays: [10, 24],
    featured: true,
    description:
      "Discover the legendary Hunza Valley, with terraced fields, poplar-lined villages and the ice pyramid of Rakaposhi above. Explore the 700-year-old Baltit and Altit forts, sail on turquoise Attabad Lake, cross the Hussaini suspension bridge and watch the sunrise from Eagle's Nest. Blossom in April and golden poplars in October make spring and autumn especially beautiful.",
    importantNotes:
      'Walking is easy and optional, but some viewpoints involve uneven paths and stairs. The Hussaini bridge is a genuine swaying footbridge; crossing it is optional. Dress modestly when visiting villages, covering shoulders and knees. The Karakoram Highway can be closed briefly by landslides; our drivers know the alternatives.',
    itinerary: [
      [
        'Arrive in Skardu',
        'Arrive in Skardu and enjoy an evening at Lower Kachura (Shangrila) Lake.',
      ],
      [
        'Drive to Karimabad',
        'Follow the Indus and the Karakoram Highway to Hunza, stopping at the meeting point of three mountain ranges and the Rakaposhi viewpoint.',
      ],
      [
        'Baltit and Altit forts',
        'Guided visits to Baltit Fort and Altit Fort, a walk through the old lanes of Karimabad and a traditional Hunza dinner.',
      ],
      [
        'Attabad Lake and Passu',
        'Boat ride on Attabad Lake, the Passu Cones viewpoint and the Hussaini suspension bridge over the Hunza river.',
      ],
      [
        "Eagle's Nest and Nagar",
        "Sunrise over Rakaposhi and Ladyfinger Peak from Eagle's Nest, then across the river to the Hopar Glacier in Nagar.",
      ],
      [
        'Return to Skardu',
        'Drive back to Skardu with stops along the Indus gorge. Farewell dinner.',
      ],
      ['Departure', 'Transfer to Skardu airport for the flight to Islamabad.'],
    ],
    includes: [
      'Hotel accommodation with breakfast and dinner',
      'Private air-conditioned vehicle with driver',
      'English-speaking cultural guide',
      'Entrance fees to Baltit and Altit forts',
      'Boat ride on Attabad Lake',
      'Traditional Hunza dinner with local family',
      'Bottled water during drives',
    ],
    excludes: [
      'Flights to and from Skardu',
      'Lunches',
      'Travel insurance',
      'Tips and personal expenses',
    ],
    gallery: [
      'Terraced valley with poplars in autumn gold below Rakaposhi',
      'Baltit Fort standing above the village of Karimabad',
      'Turquoise Attabad Lake with the Passu Cones behind',
    ],
    reviews: [
      {
        name: 'Nur Izzati',
        rating: 5,
        daysAgo: 60,
        comment:
          'Hunza in autumn is like a painting. Our guide made the forts come alive with stories of the Mirs of Hunza.',
      },
      {
        name: 'David Thompson',
        rating: 5,
        daysAgo: 130,
        comment: 'Comfortable hotels, a superb driver and the best apricot cake I have ever eaten.',
      },
      {
        name: 'Sofia Esposito',
        rating: 4,
        daysAgo: 280,
        comment: 'Beautiful tour. The drive from Skardu is long but the scenery makes up for it.',
      },
      {
        name: 'Ali Hassan',
        rating: 5,
        daysAgo: 350,
        comment: "Perfect family trip. The sunrise at Eagle's Nest was worth the early alarm.",
      },
      {
        name: 'Putri Lestari',
        rating: 5,
        daysAgo: 455,
        comment:
          'Friendly people, beautiful landscapes and wonderful food. I want to come back in spring.',
      },
    ],
  },
  {
    slug: 'skardu-heritage',
    title: 'Skardu Forts & Baltistan Heritage Tour',
    category: 'cultural',
    priceUsd: 599,
    duration: 6,
    difficulty: 'Easy',
    groupSize: '2-16',
    location: 'Skardu, Gilgit-Baltistan',
    altitude: '2,636 m',
    season: 'April - November',
    seasonMonths: [4, 5, 6, 7, 8, 9, 10, 11],
    departureDays: [7, 21],
    featured: false,
    description:
      'Explore the history of Baltistan, the "Little Tibet" of the Karakoram: Kharpocho Fort on its rock above the Indus, the 8th-century Manthal Buddha Rock, the restored forts of Shigar and Khaplu and the sand dunes of the Katpana cold desert. A relaxed, culturally rich tour based in Skardu with time to meet Balti families and taste their cuisine.',
    importantNotes:
      'The climb to Kharpocho Fort takes about 40 minutes on a steep path; it can be skipped. Mosques and shrines require modest dress, and women are asked to carry a scarf. Evenings in spring and autumn are cool.',
    itinerary: [
      [
        'Arrive in Skardu and Kharpocho Fort',
        'Arrive in Skardu. In the late afternoon climb to Kharpocho Fort for a sunset over the Indus and the sandy valley.',
      ],
      [
        'Manthal Buddha Rock and Sadpara Lake',
        'Visit the carved Buddha Rock at Manthal, drive up to Sadpara Lake and browse the Skardu bazaar for Balti crafts.',
      ],
      [
        'Shigar Fort and Amburiq Mosque',
        'Drive to Shigar to tour the restored 17th-century fort palace and the 14th-century Amburiq Mosque, then lunch in the orchards.',
      ],
      [
        'Katpana cold desert and Kachura lakes',
        'Morning on the Katpana sand dunes, afternoon at Upper and Lower Kachura lakes.',
      ],
      [
        'Khaplu Palace and Chaqchan Mosque',
        'Day trip along the Shyok river to Khaplu Palace and the Chaqchan Mosque, with a Balti lunch in the village.',
      ],
      ['Departure', 'Transfer to Skardu airport for the flight to Islamabad.'],
    ],
    includes: [
      'Hotel accommodation in Skardu with breakfast and dinner',
      'Private vehicle with driver for all excursions',
      'English-speaking heritage guide',
      'Entrance fees to forts and museums',
      'Balti lunch with a local family',
      'Airport transfers in Skardu',
    ],
    excludes: [
      'Flights to and from Skardu',
      'Lunches other than the Balti lunch',
      'Travel insurance',
      'Tips and personal expenses',
    ],
    gallery: [
      'Kharpocho Fort on a rock above the sandy Indus river valley',
      'The carved Manthal Buddha Rock near Skardu',
      'Sand dunes of the Katpana cold desert with snow mountains behind',
    ],
    reviews: [
      {
        name: 'Imran Sheikh',
        rating: 5,
        daysAgo: 80,
        comment:
          'A wonderful introduction to Balti history. The guide knew every legend of the forts.',
      },
      {
        name: 'Charlotte Evans',
        rating: 4,
        daysAgo: 170,
        comment: 'Lovely relaxed tour. The cold desert at sunset was a surprise highlight.',
      },
      {
        name: 'Matteo Ricci',
        rating: 5,
        daysAgo: 260,
        comment:
          'Great mix of history, landscape and food. The lunch with the Balti family was very special.',
      },
    ],
  },
  {
    slug: 'shigar-khaplu',
    title: 'Shigar & Khaplu Palaces Tour',
    category: 'cultural',
    priceUsd: 549,
    duration: 5,
    difficulty: 'Easy',
    groupSize: '2-16',
    location: 'Shigar & Khaplu, Gilgit-Baltistan',
    altitude: '2,600 m',
    season: 'April - November',
    seasonMonths: [4, 5, 6, 7, 8, 9, 10, 11],
    departureDays: [3, 17],
    featured: false,
    description:
      'Spend nights inside the restored royal palaces of Baltistan. Shigar Fort and Khaplu Palace, both award-winning conservation projects, are now heritage hotels among apricot orchards and brown mountains. Between them lie wooden mosques, village gardens and the turquoise Shyok river, making this a gentle, atmospheric short tour.',
    importantNotes:
      'Rooms in the heritage palaces are limited and allocated at booking; single rooms carry a supplement. Mosques require modest dress. The roads are paved but winding; travellers prone to motion sickness should sit in front.',
    itinerary: [
      ['Arrive in Skardu', 'Arrive in Skardu and relax at the hotel by the Indus.'],
      [
        'Shigar Fort',
        'Short drive to Shigar. Guided tour of the fort palace and Amburiq Mosque, and a night in the fort itself.',
      ],
      [
        'Khaplu Palace',
        'Drive along the Shyok river to Khaplu, visit the Chaqchan Mosque and spend the night in Khaplu Palace.',
      ],
      [
        'Hushe valley viewpoint and return to Skardu',
        'Morning drive towards the Hushe valley for views of Masherbrum, then return to Skardu.',
      ],
      ['Departure', 'Transfer to Skardu airport for the flight to Islamabad.'],
    ],
    includes: [
      'One night each in Shigar Fort and Khaplu Palace heritage hotels',
      'Hotel in Skardu',
      'Breakfast and dinner daily',
      'Private vehicle with driver',
      'English-speaking guide',
      'Entrance fees to palaces and mosques',
    ],
    excludes: [
      'Flights to and from Skardu',
      'Lunches',
      'Single room supplement',
      'Travel insurance',
    ],
    gallery: [
      'The wooden Shigar Fort palace among apricot orchards and brown mountains',
      'Khaplu Palace with its carved wooden balcony',
      'The Chaqchan Mosque in Khaplu with its wooden tower',
    ],
    reviews: [
      {
        name: 'Elizabeth Grant',
        rating: 5,
        daysAgo: 70,
        comment:
          'Sleeping in Shigar Fort was a dream. Beautifully restored and the staff were so welcoming.',
      },
      {
        name: 'Zainab Malik',
        rating: 5,
        daysAgo: 160,
        comment: 'A calm and lovely trip with my mother. Khaplu Palace gardens are stunning.',
      },
      {
        name: 'Luca Moretti',
        rating: 4,
        daysAgo: 330,
        comment: 'Short but memorable. I would have liked one more night in Khaplu.',
      },
    ],
  },
  {
    slug: 'deosai-plains',
    title: 'Deosai Plains Safari & Camping',
    category: 'safaris',
    priceUsd: 499,
    duration: 4,
    difficulty: 'Easy',
    groupSize: '2-12',
    location: 'Deosai National Park, Gilgit-Baltistan',
    altitude: '4,114 m',
    season: 'July - September',
    seasonMonths: [7, 8, 9],
    departureDays: [2, 12, 22],
    featured: true,
    description:
      'Cross the Deosai Plains, the "Land of Giants", one of the highest plateaus in the world at over 4,000 m, in a four-wheel-drive jeep. In summer the rolling grassland is carpeted with wildflowers, and the national park protects the rare Himalayan brown bear. Camp beside clear streams, watch marmots and golden eagles, and visit the blue Sheosar Lake.',
    importantNotes:
      'The plateau is only open from about July to September; snow can close the road at either end of the season. Nights at 4,000 m drop close to freezing, so bring warm clothes. Wildlife sightings are likely but not guaranteed; we keep a respectful distance from the bears.',
    itinerary: [
      [
        'Arrive in Skardu',
        'Arrive in Skardu, rest and prepare. Evening briefing on Deosai wildlife.',
      ],
      [
        'Drive to Deosai and camp at Bara Pani',
        'Climb past Sadpara Lake onto the plateau. Afternoon wildlife drive and camp beside the Bara Pani stream.',
      ],
      [
        'Sheosar Lake and return to Skardu',
        'Dawn bear-watching, then drive to Sheosar Lake with views of Nanga Parbat on clear days, before returning to Skardu.',
      ],
      ['Departure', 'Transfer to Skardu airport for the flight to Islamabad.'],
    ],
    includes: [
      '4x4 jeep with an experienced driver',
      'Camping equipment: tents, sleeping mats and dining tent',
      'All meals on the plateau',
      'Hotel in Skardu with breakfast',
      'Naturalist guide',
      'Deosai National Park entry fees',
    ],
    excludes: [
      'Flights to and from Skardu',
      'Sleeping bag (rental available)',
      'Travel insurance',
      'Tips',
    ],
    gallery: [
      'Rolling high plateau of Deosai carpeted with wildflowers beside a blue lake',
      'Tents beside a clear stream on the Deosai Plains at dusk',
      'A Himalayan brown bear in the grassland of Deosai National Park',
    ],
    reviews: [
      {
        name: 'Hira Javed',
        rating: 5,
        daysAgo: 45,
        comment:
          'We saw two brown bears and dozens of marmots! Camping under those stars was incredible.',
      },
      {
        name: 'Jack Robinson',
        rating: 5,
        daysAgo: 140,
        comment: 'The wildflowers in August are amazing. Great guide and very comfortable camp.',
      },
      {
        name: 'Mei Lin Tan',
        rating: 4,
        daysAgo: 235,
        comment:
          'Cold night but wonderful experience. Sheosar Lake was beautiful in the morning light.',
      },
      {
        name: 'Omar Farooq',
        rating: 5,
        daysAgo: 480,
        comment: 'Short, easy and unforgettable. Perfect for families with children.',
      },
    ],
  },
  {
    slug: 'khunjerab-pass',
    title: 'Karakoram Highway & Khunjerab Pass Safari',
    category: 'safaris',
    priceUsd: 899,
    duration: 8,
    difficulty: 'Easy',
    groupSize: '2-12',
    location: 'Karakoram Highway, Gilgit-Baltistan',
    altitude: '4,693 m',
    season: 'May - November',
    seasonMonths: [5, 6, 7, 8, 9, 10, 11],
    departureDays: [9, 23],
    featured: false,
    description:
      'Drive one of the great roads of the world, the Karakoram Highway, from Hunza to the Chinese border at the 4,693 m Khunjerab Pass, the highest paved border crossing on Earth. On the way see the Passu Cones, Attabad Lake, Gulmit and Borith Lake, with a chance of spotting Marco Polo sheep and ibex in Khunjerab National Park.',
    importantNotes:
      'Khunjerab Pass is usually open from May to November; opening dates are set by the authorities each year. The altitude at the pass is high, so we stay only an hour or two. Carry your passport for the checkposts.',
    itinerary: [
      ['Arrive in Skardu', 'Arrive in Skardu and transfer to the hotel.'],
      [
        'Drive to Karimabad',
        'Drive along the Indus and the Karakoram Highway to Hunza, with photo stops at the junction of three mountain ranges.',
      ],
      [
        'Karimabad forts and bazaar',
        'Visit Baltit and Altit forts and walk the bazaar of Karimabad.',
      ],
      [
        'Attabad Lake and Passu',
        'Boat ride on Attabad Lake, then on to Passu for the Cones viewpoint and the Hussaini suspension bridge.',
      ],
      [
        'Khunjerab Pass (4,693 m)',
        'Drive through Sost and Khunjerab National Park to the Pakistan-China border at the top of the pass, then return to Passu.',
      ],
      [
        'Gulmit and Borith Lake',
        'Visit the old village of Gulmit and walk to Borith Lake, then return to Karimabad.',
      ],
      ['Drive back to Skardu', 'Return along the Karakoram Highway and the Indus gorge.'],
      ['Departure', 'Transfer to Skardu airport for the flight to Islamabad.'],
    ],
    includes: [
      'Private 4x4 vehicle with driver',
      'Hotels with breakfast and dinner',
      'English-speaking guide',
      'Khunjerab National Park fees',
      'Boat ride on Attabad Lake',
      'Entrance fees to Baltit and Altit forts',
    ],
    excludes: [
      'Flights to and from Skardu',
      'Lunches',
      'Travel insurance',
      'Tips and personal expenses',
    ],
    gallery: [
      'The winding Karakoram Highway between barren ridges towards a snowy pass',
      'The Khunjerab Pass border gate at 4,693 m surrounded by snow',
      'The jagged Passu Cones above the Hunza river',
    ],
    reviews: [
      {
        name: 'Kamran Yousaf',
        rating: 5,
        daysAgo: 100,
        comment:
          'Standing at the China border at 4,700 m was a highlight. Excellent driver on a tricky road.',
      },
      {
        name: 'Sophie Martin',
        rating: 4,
        daysAgo: 190,
        comment:
          'Spectacular road trip. We saw ibex near the pass! Long driving days but well paced.',
      },
      {
        name: 'Andrew Wilson',
        rating: 5,
        daysAgo: 345,
        comment: 'The Passu Cones and Attabad Lake look even better in real life than in photos.',
      },
    ],
  },
  {
    slug: 'autumn-photography',
    title: 'Hunza & Skardu Autumn Photography Tour',
    category: 'photography',
    priceUsd: 1150,
    duration: 10,
    difficulty: 'Moderate',
    groupSize: '2-8',
    location: 'Hunza & Skardu, Gilgit-Baltistan',
    altitude: '2,850 m',
    season: 'October - November',
    seasonMonths: [10, 11],
    departureDays: [5, 15, 25],
    featured: false,
    description:
      'Photograph northern Pakistan at its most colourful, when the poplars and apricot trees of Hunza and Baltistan turn gold against blue peaks. A professional landscape photographer leads a small group to the best locations at sunrise and sunset, with time for editing sessions and night-sky shooting under some of the darkest skies in Asia.',
    importantNotes:
      'Early starts are required for sunrise shoots; some viewpoints involve short uphill walks. Bring a tripod, a wide-angle lens and spare batteries, which drain quickly in the cold. Drones need prior permission from the authorities and are not allowed near forts or borders.',
    itinerary: [
      ['Arrive in Skardu', 'Arrive in Skardu; evening introduction to the shooting plan.'],
      [
        'Upper Kachura Lake and Shangrila',
        'Sunrise at Upper Kachura Lake and golden-hour reflections at Shangrila.',
      ],
      [
        'Shigar and the cold desert',
        'Shigar Fort and orchards in autumn colour, and sunset on the Katpana dunes.',
      ],
      [
        'Khaplu and Manthokha waterfall',
        'Khaplu Palace and the Manthokha waterfall in the Kharmang valley. Night-sky session.',
      ],
      ['Drive to Hunza', 'Drive along the Indus to Hunza with stops at the Rakaposhi viewpoint.'],
      [
        "Karimabad and Eagle's Nest",
        "Sunrise at Eagle's Nest, Baltit Fort and the golden terraces of Karimabad.",
      ],
      [
        'Passu and Attabad',
        'Passu Cones at dawn, Attabad Lake and the Hussaini suspension bridge.',
      ],
      [
        'Nagar and Rakaposhi sunset',
        'The Hopar Glacier in Nagar and a sunset shoot of Rakaposhi above the poplars.',
      ],
      ['Return to Skardu', 'Drive back to Skardu. Evening editing workshop and portfolio review.'],
      ['Departure', 'Transfer to Skardu airport for the flight to Islamabad.'],
    ],
    includes: [
      'Professional photographer as tour leader',
      'Hotels with breakfast and dinner',
      'Private vehicle with flexible timing for light',
      'Editing workshops and portfolio review',
      'Entrance fees to forts and palaces',
      'Boat ride on Attabad Lake',
      'Local guide and driver',
    ],
    excludes: [
      'Flights to and from Skardu',
      'Camera equipment',
      'Lunches',
      'Travel insurance',
      'Drone permits',
    ],
    gallery: [
      'Golden autumn trees beside a lake with blue peaks behind',
      'Photographers with tripods at sunrise above the Hunza valley',
      'Poplars glowing orange in the late light at Karimabad',
    ],
    reviews: [
      {
        name: 'Rachel Green',
        rating: 5,
        daysAgo: 30,
        comment:
          'I came home with the best images of my life. The leader knew exactly where to be for the light.',
      },
      {
        name: 'Takeshi Yamamoto',
        rating: 5,
        daysAgo: 395,
        comment: 'Small group, perfect timing and excellent teaching in the editing sessions.',
      },
      {
        name: 'Sana Iqbal',
        rating: 4,
        daysAgo: 420,
        comment: 'Autumn colours were spectacular. Early mornings are tough but worth it.',
      },
    ],
  },
];
