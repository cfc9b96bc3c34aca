import type { BlogCategory } from './blog-categories';

/** An article body is plain structured text: rendered as React elements, never as HTML. */
export type ArticleBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] };

/** SPEC 3: blog post (local sample content), plus the body and the image alt text. */
export interface BlogPost {
  id: number;
  title: string;
  excerpt: string;
  category: BlogCategory;
  /** yyyy-mm-dd, shown in US long format. */
  date: string;
  author: string;
  /** A -640.webp address; the -1280 twin is offered through srcset. */
  image: string;
  imageAlt: string;
  featured: boolean;
  body: ArticleBlock[];
}

const h = (text: string): ArticleBlock => ({ type: 'heading', text });
const p = (text: string): ArticleBlock => ({ type: 'paragraph', text });
const list = (...items: string[]): ArticleBlock => ({ type: 'list', items });

export const BLOG_POSTS: BlogPost[] = [
  {
    id: 1,
    title: 'Acclimatisation in the Karakoram: Climb High, Sleep Low',
    excerpt:
      'Why our itineraries build in rest days, how fast you can safely gain height above 3,000 m, and the simple habits that help your body adapt on the way to Concordia.',
    category: 'Health',
    date: '2025-02-18',
    author: 'Ibrahim Shigri',
    image: '/images/tours/k2-base-camp/gallery-1-640.webp',
    imageAlt: 'Colourful tents pitched on stony moraine below a snow-covered peak',
    featured: true,
    body: [
      p(
        'Skardu sits at about 2,230 m, so most of our guests start a Baltoro trek already higher than anywhere they have slept before. From the road head at Askole (around 3,000 m) to K2 Base Camp (about 5,150 m) the trail climbs more than 2,000 m. The body can cope with that, but only if it is given time: acclimatisation is not fitness, and the strongest runner in a group is often the one who gets a headache first because they walked too fast.',
      ),
      h('How fast is safe?'),
      p(
        'Above 3,000 m, the widely used guideline is to raise your sleeping altitude by no more than 300 to 500 m a night, and to take a rest day every three to four days. Where you walk during the day matters less than where you sleep. That is why our itineraries spend a full day at Paiju before stepping onto the glacier, and why we never skip the night at Goro II on the way to Concordia even when the group feels strong.',
      ),
      h('Climb high, sleep low'),
      p(
        'On rest days we still walk. A two- or three-hour hike a few hundred metres above camp, followed by a return to sleep lower down, gives the body a small dose of altitude and then time to recover. At Concordia that might mean an afternoon walk towards the Broad Peak moraine; at Urdukas, the grassy slopes above the campsite.',
      ),
      h('Habits that help'),
      list(
        'Walk slowly enough that you can talk in full sentences. Your guide sets the pace for a reason.',
        'Drink three to four litres a day. Clear, pale urine is a good sign; thirst is a late one.',
        'Eat even when you are not hungry: carbohydrates are the easiest fuel at altitude.',
        'Avoid alcohol and sleeping pills, which depress breathing at night.',
        'Tell your guide about any headache, nausea or unusual tiredness, however small.',
      ),
      p(
        "Some travellers take acetazolamide (Diamox) as a preventive. It works for many people but has side effects and is not right for everyone, so discuss it with your own doctor before the trip. It is not a replacement for a sensible ascent profile. Our guides check every guest's oxygen saturation and pulse each evening above Paiju, and the decision to rest, turn around or descend is always made on the side of caution.",
      ),
    ],
  },
  {
    id: 2,
    title: 'Packing for K2 Base Camp: The Complete Gear List',
    excerpt:
      'From boots and sleeping bags to glacier glasses and a spare headlamp: exactly what to bring for two weeks on the Baltoro, what to rent in Skardu and what to leave at home.',
    category: 'Gear',
    date: '2025-01-27',
    author: 'Ghulam Hussain',
    image: '/images/tours/baltoro-glacier/gallery-1-640.webp',
    imageAlt:
      'A line of trekkers walking up a wide glacier between rock spires in the evening light',
    featured: true,
    body: [
      p(
        "Two weeks on the Baltoro means blazing sun at midday, freezing nights at Concordia, river crossings below Paiju and long days on loose moraine. Your porters carry the heavy duffel; you carry a daypack with everything you need between breakfast and camp. Pack for both, and keep the total light: each porter load is limited to 25 kg, and an overweight bag means another porter's wages and food on the mountain.",
      ),
      h('Clothing: think in layers'),
      list(
        'Two or three quick-dry base layers (merino or synthetic, no cotton).',
        'A warm fleece or light synthetic jacket for walking in the morning cold.',
        'A down jacket with a hood, warm enough for evenings at 5,000 m.',
        'Waterproof, breathable jacket and over-trousers.',
        'Trekking trousers, plus warm leggings for camp and sleeping.',
        'Sun hat with a neck flap, warm hat, buff, thin liner gloves and insulated gloves.',
      ),
      h('Feet first'),
      p(
        'Waterproof boots with good ankle support, already broken in on at least three or four long walks before you fly. Add gaiters for snow and scree, camp shoes or sandals for river crossings and evenings, and enough good socks to change every day. If you are crossing Gondogoro La we provide microspikes and harnesses; boots must be stiff enough to take them.',
      ),
      h('Sleeping and camp'),
      p(
        'We supply tents, sleeping mats, a dining tent and all the cooking. Bring a sleeping bag rated to at least -10 °C comfort (we rent good ones in Skardu if you would rather not fly with yours), a headlamp with spare batteries, and a small pillow or stuff sack you can fill with clothes.',
      ),
      h('In your daypack'),
      list(
        'Category 4 glacier glasses: the light on the ice is stronger than anything at sea level.',
        'Sunscreen SPF 50 and lip balm with sun protection.',
        'Two one-litre bottles or a bladder, and purification tablets or a filter.',
        'Trekking poles: your knees will thank you on the descent from Concordia.',
        'Snacks from home, a small first-aid kit with blister plasters, and toilet paper with a bag to carry it out.',
      ),
      h('What to leave at home'),
      p(
        'Jeans, heavy cotton, hard suitcases and anything you would be heartbroken to lose. Leave city clothes in the hotel in Skardu, where we store them free of charge until you are back from the mountains.',
      ),
    ],
  },
  {
    id: 3,
    title: 'A Taste of Baltistan: Balti Food You Have to Try',
    excerpt:
      'Butter tea at dawn, steaming mamtu dumplings, apricots dried on flat rooftops: a guide to the home cooking you will meet in the villages of Skardu, Shigar and Khaplu.',
    category: 'Culture',
    date: '2024-11-12',
    author: 'Sakina Rizvi',
    image: '/images/tours/shigar-khaplu/gallery-1-640.webp',
    imageAlt: 'A traditional Balti palace among orchard trees and golden fields at sunset',
    featured: false,
    body: [
      p(
        'Balti cooking grew out of short summers and long winters. Barley, buckwheat, wheat, apricots and the milk of a few cows and goats are the heart of it, and almost every dish was designed to keep a family warm and working through months when the passes are closed. It is simple food, and it is some of the most generous hospitality you will find anywhere.',
      ),
      h('Butter tea'),
      p(
        'In many Balti homes the day starts with salty butter tea, churned with milk and a pinch of salt. Visitors usually expect something like a milky chai and are surprised; give it a second cup. On a cold morning it is exactly what the body wants, and refusing it entirely can seem a little rude.',
      ),
      h('Mamtu and balay'),
      p(
        'Mamtu are steamed dumplings filled with minced meat and onion, shared across Gilgit-Baltistan and eaten with a sharp chilli sauce. Balay is a thick soup of hand-made noodles and vegetables, the dish most often cooked for guests after a long day. Our camp cooks make both on the trail, which makes the evening at Paiju something to look forward to.',
      ),
      h('Apricots, everywhere'),
      p(
        'In July the orchards of Skardu, Shigar and Khaplu are heavy with apricots, and you will see them drying on every flat roof. Dried apricots are winter food, and the kernels are pressed into an oil used for cooking and for skin in the dry mountain air. Marzan, a dense porridge of flour and apricot oil, is what Balti families traditionally give to new mothers and to anyone who needs strength.',
      ),
      h('Eating as a guest'),
      list(
        'Eat with your right hand when food is shared from a common plate.',
        'Accept at least a little of what is offered; you can politely stop after that.',
        'Pork and alcohol are not part of local life. Please do not bring them into homes.',
        'During Ramadan, avoid eating or drinking in public in the villages during daylight.',
      ),
      p(
        'On our Skardu Forts & Baltistan Heritage Tour we share a meal with a family in Shigar. It is the part of the trip guests talk about most, and the family is paid properly for their time and their kitchen.',
      ),
    ],
  },
  {
    id: 4,
    title: 'Photographing the Karakoram: Light, Lenses and Patience',
    excerpt:
      'How to photograph the biggest mountains on Earth: when the light is best at Concordia, which lenses earn their weight, keeping batteries alive in the cold, and photographing people with respect.',
    category: 'Photography',
    date: '2024-12-04',
    author: 'Hassan Raza',
    image: '/images/tours/autumn-photography/gallery-1-640.webp',
    imageAlt:
      'A photographer with a tripod on the shore of a turquoise lake lined with golden poplars',
    featured: true,
    body: [
      p(
        'The Karakoram is so big that it is hard to photograph. Standing at Concordia, K2, Broad Peak and the Gasherbrums fill the horizon, and a wide-angle lens shrinks them into a row of distant bumps. The best pictures come from light, scale and patience far more than from expensive equipment.',
      ),
      h('Chase the light'),
      p(
        'High-altitude light is harsh from mid-morning to mid-afternoon, with deep shadows and washed-out snow. Get up for the first sun on the summits, when K2 turns pink-gold above a camp still in shadow, and stay out for the last half hour of the evening. Midday is for walking, resting and scouting where you will stand at sunset.',
      ),
      h('Lenses that earn their weight'),
      list(
        'A 24-70 mm (or similar) zoom covers most of the trek.',
        'A 70-200 mm telephoto compresses ranges and picks out climbers, towers and seracs. It is the lens that surprises people most.',
        'A small wide angle is useful in camp and in narrow gorges, less so for the big peaks.',
        'A phone is genuinely good for panoramas; use it.',
      ),
      h('Give the mountains scale'),
      p(
        'A line of porters on the ice, a single tent below the Trango Towers, a trekker on a ridge: a human figure tells the viewer how huge everything else is. Ask first if people will be recognisable, and leave space around them.',
      ),
      h('Cold, dust and batteries'),
      p(
        'Batteries can lose half their charge overnight at Concordia. Keep them in an inside pocket by day and in your sleeping bag at night, and carry at least two spares; solar charging is possible but slow. Change lenses with your back to the wind, and let a cold camera warm up slowly inside a closed bag to avoid condensation.',
      ),
      h('Photographing people'),
      p(
        'Always ask before photographing anyone, and especially women in the villages, where many will prefer not to be photographed at all. A smile and a gesture towards the camera is usually enough to ask; accept a no gracefully. Flying a drone in Pakistan needs prior permission from the authorities, and we will not fly one without it.',
      ),
    ],
  },
  {
    id: 5,
    title: 'Deosai Wildlife: Where to Look for the Himalayan Brown Bear',
    excerpt:
      'The "Land of Giants" is one of the highest plateaus on Earth and the last stronghold of the Himalayan brown bear in Pakistan. Here is what lives on Deosai and how to watch it without disturbing it.',
    category: 'Nature',
    date: '2024-10-08',
    author: 'Ghulam Hussain',
    image: '/images/tours/deosai-plains/gallery-1-640.webp',
    imageAlt:
      'A jeep crossing the green Deosai plateau at sunset, with a lake behind and wildflowers in front',
    featured: false,
    body: [
      p(
        'Deosai lies at an average of about 4,100 m between Skardu and Astore: rolling grassland, clear rivers and snow-streaked hills, with Nanga Parbat floating on the western horizon. For most of the year it is buried in snow. From June to September it turns green, then purple and yellow with wildflowers, and it becomes one of the best places in the Himalaya to see wildlife.',
      ),
      h('The Himalayan brown bear'),
      p(
        'Deosai National Park was created in 1993 largely to protect its brown bears, which had been reduced to a couple of dozen animals by hunting and poaching. Protection and patrols have allowed the population to recover to several dozen. The bears are most active in the early morning and evening, digging for marmots and roots along the river valleys, especially around Bara Pani.',
      ),
      h('Who else lives on the plateau'),
      list(
        'Golden marmots, whistling from their burrows everywhere you look.',
        'Red foxes and, rarely, the Tibetan wolf.',
        'Golden eagles and lammergeiers riding the thermals; the plateau is rich in birds of prey.',
        'Himalayan ibex on the surrounding slopes, and, very rarely, a snow leopard.',
      ),
      h('Watching without disturbing'),
      p(
        'Stay in the vehicle or at least 200 m from a bear, and never approach or feed any animal. Bears that learn to associate people with food end up in conflict with herders, and that rarely ends well for the bear. Keep food sealed in camp and carry all rubbish out: Deosai has no bins, and the wind scatters plastic for kilometres.',
      ),
      h('When to go'),
      p(
        'The road over the plateau usually opens in June and closes with the first heavy snow in October. Wildflowers peak in July and August, which is also when the mosquitoes are at their worst near the lakes, so bring repellent. Nights at Sheosar Lake drop below freezing even in summer.',
      ),
    ],
  },
  {
    id: 6,
    title: 'Altitude Sickness: Knowing AMS, HAPE and HACE on the Trail',
    excerpt:
      'Altitude illness is common, usually mild and almost always preventable. Learn the warning signs of acute mountain sickness and its dangerous forms, and why descent is the one treatment that always works.',
    category: 'Health',
    date: '2024-09-16',
    author: 'Ibrahim Shigri',
    image: '/images/tours/gondogoro-la/gallery-2-640.webp',
    imageAlt: 'Trekkers climbing a bright snow slope towards jagged white peaks',
    featured: false,
    body: [
      p(
        'Above about 2,500 m, many people feel the altitude: a mild headache, poor sleep, a little breathlessness on the climbs. That is normal. What matters is recognising when normal becomes illness, and acting early. This article is general information, not medical advice: talk to your doctor before any trip to high altitude, especially if you have a heart or lung condition.',
      ),
      h('Acute mountain sickness (AMS)'),
      p(
        'AMS is a headache together with one or more of nausea or vomiting, loss of appetite, fatigue, dizziness or disturbed sleep, usually six to twelve hours after arriving at a new altitude. Mild AMS is treated by resting at the same height, drinking, simple painkillers and not going higher until the symptoms have gone. If it gets worse despite a day of rest, you go down.',
      ),
      h('HACE: when the brain swells'),
      p(
        'High-altitude cerebral oedema is AMS that has become dangerous. Look for confusion, unusual behaviour, drowsiness and, above all, loss of coordination: a trekker who cannot walk heel-to-toe in a straight line needs to descend immediately, with help, whatever the time of day.',
      ),
      h('HAPE: when the lungs fill'),
      p(
        'High-altitude pulmonary oedema can appear without any headache. Warning signs are breathlessness at rest, a persistent cough (sometimes with pink, frothy sputum), a racing pulse and being far slower than usual on the trail. It can be fatal within hours and is treated by descent and oxygen.',
      ),
      h('What we carry and do'),
      list(
        'Evening checks of oxygen saturation, pulse and symptoms for every guest above Paiju.',
        'Bottled oxygen and a portable hyperbaric (Gamow) bag on every high-altitude trek.',
        'Guides trained in wilderness first aid, and a satellite phone for evacuation.',
        'A rule that nobody ever descends alone: an ill trekker goes down with a guide or porter.',
      ),
      p(
        'The most important thing you can do is tell us early. Nobody is judged for turning around, and a trekker who speaks up on day five is far more likely to reach Concordia than one who hides a headache until day eight.',
      ),
    ],
  },
  {
    id: 7,
    title: 'Trekking Responsibly in Gilgit-Baltistan',
    excerpt:
      'Fair treatment for porters, leaving camps cleaner than you found them and respecting the valleys that host you: how to make sure your trek does good for the people and places of the Karakoram.',
    category: 'Travel Tips',
    date: '2024-08-22',
    author: 'Fatima Batool',
    image: '/images/tours/snow-lake/gallery-2-640.webp',
    imageAlt: 'Small orange tents on a vast snowfield below pale peaks at dusk',
    featured: false,
    body: [
      p(
        'Trekking tourism brings some of the best-paid seasonal work in Baltistan, and for many families a summer of portering pays for a year of school fees. It can also leave behind litter on the glaciers, overloaded porters and villages treated as a backdrop. The difference lies mostly in choices made before the trek begins, by operators and travellers alike.',
      ),
      h('Porters are part of the team'),
      list(
        'Loads are limited to 25 kg, weighed at the road head and checked again on the trail.',
        'Porters are paid at or above the official rate, for every stage, including the walk home.',
        'Every porter gets insurance, a sleeping place in a tent, proper footwear, a jacket, glasses and food.',
        'Sick or injured porters are evacuated and cared for exactly like a guest.',
      ),
      p(
        'If you are comparing operators, ask how they treat their porters. A price that looks too good is often paid for by someone carrying 35 kg in canvas shoes.',
      ),
      h('Carry it out'),
      p(
        'Everything that goes up the Baltoro should come down: tins, batteries, wrappers, gas cartridges. Our crews carry every bag of rubbish back to Askole, and we take part in clean-up efforts on the glacier. Use the toilet tents in camp, and when you cannot, go well away from water and carry out toilet paper in a sealed bag.',
      ),
      h('Respect in the villages'),
      list(
        'Dress modestly: long trousers and shoulders covered, for men and women alike.',
        'Ask before photographing people, and before entering a mosque or a home.',
        'Buy locally where you can: apricots, crafts, a night in a family guesthouse.',
        'Learn a few words of Balti. "Ju" is a greeting and a thank-you, and it opens doors.',
      ),
      p(
        'None of this makes a trip harder. It makes it richer, and it keeps the valleys welcoming for the travellers who come after you.',
      ),
    ],
  },
  {
    id: 8,
    title: 'When to Trek in Northern Pakistan: A Season-by-Season Guide',
    excerpt:
      'Blossom in April, high passes in July, golden poplars in October: choose the right month for your trek, expedition or cultural tour in Gilgit-Baltistan.',
    category: 'Travel Tips',
    date: '2024-07-30',
    author: 'Fatima Batool',
    image: '/images/tours/hunza-valley/gallery-3-640.webp',
    imageAlt: 'Pink blossom on the terraced fields of the Hunza Valley below snowy peaks',
    featured: false,
    body: [
      p(
        'Gilgit-Baltistan spans everything from desert valleys at 1,500 m to the summit of K2, so "the best time to visit" depends entirely on what you want to do. Here is how the year looks from our office in Skardu.',
      ),
      h('Spring: March to May'),
      p(
        'Apricot and cherry blossom fill the Hunza and Skardu valleys from late March to mid-April, one of the loveliest times for cultural tours and photography. High trails are still snowbound, so spring is for valleys, forts and villages rather than glaciers.',
      ),
      h('Summer: June to September'),
      p(
        'The trekking and climbing season. The Baltoro, Gondogoro La, Snow Lake and Fairy Meadows are at their best from mid-June to the end of August, and the expedition season on the 8,000 m peaks runs through July and August. Deosai is green and full of flowers. It is also the busiest time, and domestic flights to Skardu fill early, so book ahead.',
      ),
      h('Autumn: October and November'),
      p(
        'Clear, stable skies and poplars turning gold make late October a favourite with photographers, especially in Hunza. Nights are cold and the high passes start to close, but the valleys are quiet and the light is extraordinary. The Khunjerab Pass to the Chinese border is usually open until the end of November.',
      ),
      h('Winter: December to February'),
      p(
        'Cold, quiet and beautiful in its own way, with frozen lakes and snow down to the valley floors. Trekking is limited, and flights and roads can be disrupted by weather, but winter cultural tours are possible for travellers with flexible plans.',
      ),
      h('Whatever the season'),
      p(
        'Flights between Islamabad and Skardu depend on the weather, and the drive along the Karakoram Highway takes a long day or two. Always leave one or two spare days before your international flight home.',
      ),
    ],
  },
  {
    id: 9,
    title: 'Boots, Blisters and Happy Feet on the Moraine',
    excerpt:
      'Most trekking problems start at the feet. How to choose boots for the Karakoram, break them in, lace them for the descents and deal with a hot spot before it becomes a blister.',
    category: 'Gear',
    date: '2024-06-11',
    author: 'Ibrahim Shigri',
    image: '/images/tours/broad-peak/gallery-3-640.webp',
    imageAlt: 'Trekkers walking in single file across a snowy plain at dusk',
    featured: false,
    body: [
      p(
        'The Baltoro is not a path in the usual sense. For days you walk on moraine: stones of every size lying on top of the ice, shifting underfoot, with short steep climbs and descents between ridges. It is hard on ankles, knees and above all feet.',
      ),
      h('Choosing boots'),
      p(
        'You want waterproof leather or synthetic boots with a stiff sole and solid ankle support, a half size bigger than your street shoes to leave room for thick socks and swelling. Light trail runners are fine for valley walks but will punish you on the glacier. Try boots on in the afternoon, when your feet are at their largest, and walk downhill in the shop.',
      ),
      h('Break them in properly'),
      p(
        'New boots on day one of a trek are the most common cause of misery we see. Walk at least 50 km in them before you travel, including a couple of long days with a loaded pack, and on hills if you can.',
      ),
      h('Lacing and socks'),
      list(
        'Lace firmly over the instep before descents so your toes do not hit the front of the boot.',
        "Use a surgeon's knot at the top of the foot to hold different tensions above and below.",
        'Wear merino or synthetic hiking socks; some people like a thin liner underneath.',
        'Keep one dry pair only for the evening and for sleeping.',
      ),
      h('Hot spots and blisters'),
      p(
        'Stop the moment you feel rubbing. A hot spot covered with tape or a blister plaster costs two minutes; a burst blister on day three can cost the trek. Keep toenails short, let your feet air at lunch, and dry your boots on the sunny side of the tent each afternoon. Our guides carry a foot-care kit, and they would much rather be asked early.',
      ),
    ],
  },
  {
    id: 10,
    title: 'Forts, Palaces and Polo: A Cultural Guide to Baltistan',
    excerpt:
      'Kharpocho Fort above Skardu, the restored palaces of Shigar and Khaplu, centuries-old wooden mosques and the fast, fearless polo of the mountains: the living history of Baltistan.',
    category: 'Culture',
    date: '2024-05-20',
    author: 'Sakina Rizvi',
    image: '/images/tours/skardu-heritage/cover-640.webp',
    imageAlt: 'A stone fort on a rocky ridge above a wide valley and a winding river',
    featured: false,
    body: [
      p(
        'Before the trekking permits and the mountaineering expeditions, Baltistan was a patchwork of small kingdoms ruled by local rajas, linked by trade routes to Ladakh, Kashmir and Central Asia. Their forts and palaces still stand over the valleys, and several have been beautifully restored.',
      ),
      h('Kharpocho Fort, Skardu'),
      p(
        'Perched on a rocky ridge above the town and the Indus, Kharpocho ("the king of forts") was built in the days of the Maqpon rulers of Skardu. The climb up takes about half an hour and the view over the Skardu valley, where the Shigar river meets the Indus, is the best introduction to the region.',
      ),
      h('Shigar and Khaplu'),
      p(
        'The palace of the rajas of Shigar and the royal palace of Khaplu were restored with the help of the Aga Khan Trust for Culture and now operate as heritage hotels, with local craftspeople trained in traditional wood carving and building. Both are wonderful places to spend a night. Near Shigar, the small wooden Amburiq Mosque, traditionally dated to the 14th century, shows the Kashmiri and Tibetan influences in Balti architecture.',
      ),
      h('Polo, the game of the mountains'),
      p(
        'Polo in Gilgit-Baltistan is played the old way: small, tough horses, few rules and a band of drums and pipes that speeds up with the game. Most villages have a polo ground, and a match is the liveliest event of the summer. If you see one, stay: spectators are always welcome.',
      ),
      h('Visiting well'),
      list(
        'Forts, palaces and mosques are living places: dress modestly and remove shoes where asked.',
        'Ask before photographing inside mosques and homes.',
        'Hire a local guide at each site; it is how the restoration projects pay their way.',
      ),
    ],
  },
];
