import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { slugify } from '../../modules/catalog/domain/slug.js';
import { Destination } from '../../modules/destinations/domain/destination.js';
import { artworkUrls, demoCategories, requireCategory } from './catalog-demo-data.support.js';
import type { DemoDataSet } from './demo-data-set.js';
import { demoOpeningHoursOf } from './opening-hours.demo-data.js';
import { rewriteOpenIntervals } from '../../modules/catalog/infrastructure/open-intervals.writer.js';

export interface DemoDestination {
  readonly name: string;
  /** The Kapampangan name where one is in use. */
  readonly localName?: string;
  /** Category type and name (from the categories demo data). */
  readonly category: readonly ['destination' | 'food', string];
  readonly description: string;
  readonly address: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly phone?: string;
  readonly website?: string;
  /** The rating its demo reviews make (reviews.demo-data.ts writes them, and the count); null: no reviews ('New'). */
  readonly rating: number | null;
  readonly isVerified: boolean;
  /** How many generated pictures (cover + extras, at most 4). */
  readonly pictures: number;
}

/**
 * Real places of Pampanga, described for this project. Coordinates are close to the real spots; phone
 * numbers are illustrative. Pictures are the app's own generated artwork (GET /api/artwork/...).
 */
export const DEMO_DESTINATIONS: readonly DemoDestination[] = [
  {
    name: 'Mount Arayat National Park',
    localName: 'Bunduk Arayat',
    category: ['destination', 'Nature & Parks'],
    description:
      'The lone volcano that rises out of the Pampanga plain, home of the legendary Sinukuan. Trails climb through ' +
      'forest to the south peak for a view over rice fields all the way to Manila Bay on a clear morning; the park at ' +
      'the foot has picnic sheds, a swimming pool fed by mountain springs and shady camp grounds.',
    address: 'Brgy. San Juan Baño, Arayat, Pampanga',
    latitude: 15.2003,
    longitude: 120.7417,
    phone: '(045) 885 1023',
    rating: 4.6,
    isVerified: true,
    pictures: 4,
  },
  {
    name: 'San Guillermo Parish Church',
    localName: 'Pisamban ning Bakúlud',
    category: ['destination', 'Historic Churches'],
    description:
      'The "half-buried church" of Bacolor. Lahar from Mount Pinatubo filled the nave to the height of its arches in ' +
      '1995; the parish dug out the altar and still celebrates Mass under the original retablo, now a few steps from ' +
      'the ceiling. Climb to the old windows, now at street level, to take in how deep the ash came.',
    address: 'Cabambangan, Bacolor, Pampanga',
    latitude: 14.9983,
    longitude: 120.6525,
    rating: 4.7,
    isVerified: true,
    pictures: 4,
  },
  {
    name: 'St. James the Apostle Parish Church (Betis Church)',
    localName: 'Pisamban ning Betis',
    category: ['destination', 'Historic Churches'],
    description:
      'Betis Church in Guagua is called the Sistine Chapel of the Philippines: every inch of its ceiling and walls is ' +
      "painted with trompe-l'oeil murals, and the baroque retablo glows in gold leaf. Come on a weekday morning to see " +
      'the paintings in quiet, then walk the old Betis streets known for their woodcarvers.',
    address: 'Sta. Ursula, Betis, Guagua, Pampanga',
    latitude: 14.9796,
    longitude: 120.6356,
    rating: 4.8,
    isVerified: true,
    pictures: 4,
  },
  {
    name: 'Metropolitan Cathedral of San Fernando',
    localName: 'Pisamban ning Sampernandu',
    category: ['destination', 'Historic Churches'],
    description:
      'The seat of the Archdiocese of San Fernando, with a silver dome and an eclectic façade rebuilt after the war. ' +
      "It faces the old town plaza, the heart of the city's Christmas lantern tradition, and is a short walk from the " +
      'heritage houses of Consunji Street.',
    address: 'Consunji St., Sto. Rosario, City of San Fernando, Pampanga',
    latitude: 15.0301,
    longitude: 120.6879,
    rating: 4.6,
    isVerified: true,
    pictures: 3,
  },
  {
    name: 'Holy Rosary Parish Church (Pisamban Maragul)',
    localName: 'Pisamban Maragul',
    category: ['destination', 'Historic Churches'],
    description:
      'Angeles\' "big church", built of brick by the town\'s founders in the 1800s and used as a military hospital in ' +
      'the Philippine-American War. Its twin bell towers overlook Santo Rosario Street, the old heritage district with ' +
      'the town hall museum and ancestral houses all within a few blocks.',
    address: 'Sto. Rosario St., Angeles City, Pampanga',
    latitude: 15.1357,
    longitude: 120.5877,
    rating: 4.6,
    isVerified: true,
    pictures: 3,
  },
  {
    name: 'San Agustin Parish Church of Lubao',
    localName: 'Pisamban ning Lubao',
    category: ['destination', 'Historic Churches'],
    description:
      'One of the oldest churches in Pampanga, raised by Augustinian friars in brick and adobe with a massive ' +
      'façade and a single stout bell tower. The first printing press of the province ran in its convent; the town ' +
      'plaza outside fills with stalls during the May fiesta.',
    address: 'Sta. Catalina, Lubao, Pampanga',
    latitude: 14.9393,
    longitude: 120.6012,
    rating: 4.5,
    isVerified: false,
    pictures: 3,
  },
  {
    name: 'Santa Monica Parish Church of Minalin',
    localName: 'Pisamban ning Minalin',
    category: ['destination', 'Historic Churches'],
    description:
      'A small baroque church with unusual twin towers set off from the façade, and a walled atrium kept from ' +
      "Spanish times. On New Year's Day Minalin holds its cross-dressing Aguman Sanduk parade along the street in " +
      'front of the church.',
    address: 'Sta. Maria, Minalin, Pampanga',
    latitude: 14.9681,
    longitude: 120.6833,
    rating: 4.4,
    isVerified: false,
    pictures: 2,
  },
  {
    name: 'Museo ning Angeles',
    category: ['destination', 'Heritage Sites'],
    description:
      "The city museum in the restored 1922 town hall of Angeles, where the first Philippine Republic's " +
      'anniversary was celebrated. Galleries tell the story of the Kapampangan kitchen, the Mount Pinatubo eruption ' +
      'and Clark; the shop sells local crafts and books.',
    address: 'Sto. Rosario St. corner Sto. Entierro St., Angeles City, Pampanga',
    latitude: 15.1362,
    longitude: 120.5889,
    phone: '(045) 887 4703',
    rating: 4.4,
    isVerified: true,
    pictures: 3,
  },
  {
    name: 'Pampanga Provincial Capitol',
    category: ['destination', 'Heritage Sites'],
    description:
      'The neoclassical seat of the provincial government, with a columned portico and broad lawns where the ' +
      'province gathers for Christmas lighting and independence day rites. The Capitol grounds are a pleasant stop ' +
      'between the cathedral and the lantern workshops.',
    address: 'Capitol Boulevard, Sto. Niño, City of San Fernando, Pampanga',
    latitude: 15.0434,
    longitude: 120.6861,
    rating: 4.3,
    isVerified: true,
    pictures: 2,
  },
  {
    name: 'Sasmuan Pampanga Coastal Wetlands',
    localName: 'Bangkung Malapad',
    category: ['destination', 'Nature & Parks'],
    description:
      'Mangroves, mudflats and fishponds along Manila Bay, listed as a wetland of international importance for the ' +
      'migratory shorebirds that rest here between September and April. Bring binoculars and go with a local boatman ' +
      'from the Sasmuan fishing villages.',
    address: 'Brgy. Batang 1st, Sasmuan, Pampanga',
    latitude: 14.9172,
    longitude: 120.6041,
    rating: 4.4,
    isVerified: false,
    pictures: 3,
  },
  {
    name: 'Miyamit Falls',
    category: ['destination', 'Nature & Parks'],
    description:
      "A tall curtain of water in the foothills of Mount Pinatubo, reached by a 4x4 ride and an hour's hike with " +
      'Aeta guides from Porac. The pool below is cold and clear; the trail crosses streams, so wear shoes that can ' +
      'get wet and register at the barangay hall first.',
    address: 'Sitio Haduan, Brgy. Inararo, Porac, Pampanga',
    latitude: 15.105,
    longitude: 120.437,
    rating: 4.7,
    isVerified: true,
    pictures: 4,
  },
  {
    name: 'Candaba Swamp and Bird Sanctuary',
    localName: 'Pinac',
    category: ['destination', 'Nature & Parks'],
    description:
      'A huge seasonal wetland that floods in the rainy months and turns to watermelon and rice fields in the dry ' +
      'season. From November to March thousands of ducks, egrets and herons winter here; the viewing decks are best at ' +
      'sunrise.',
    address: 'Brgy. Paligui, Candaba, Pampanga',
    latitude: 15.0929,
    longitude: 120.8785,
    rating: 4.4,
    isVerified: true,
    pictures: 3,
  },
  {
    name: 'Puning Hot Spring',
    category: ['destination', 'Nature & Parks'],
    description:
      'A 4x4 ride across the lahar fields of the Sacobia River ends at hot sand baths and spring pools at the foot of ' +
      'Mount Pinatubo. The volcanic sand wrap and a dip in the warm pools make a good day trip from Clark.',
    address: 'Sitio Target, Brgy. Sapang Bato, Angeles City, Pampanga',
    latitude: 15.2127,
    longitude: 120.4662,
    rating: 4.5,
    isVerified: false,
    pictures: 3,
  },
  {
    name: 'Giant Lantern Festival',
    localName: 'Ligligan Parul Sampernandu',
    category: ['destination', 'Festivals & Events'],
    description:
      'Ligligan Parul, the contest of giant lanterns held every December in the City of San Fernando. Barangays ' +
      'unveil parols up to six metres wide, lit by thousands of bulbs that spin and pulse in patterns to music. ' +
      "Arrive early for a seat; the lantern makers' workshops in Santo Niño welcome visitors all year.",
    address: 'Robinsons Starmills grounds, Jose Abad Santos Ave., City of San Fernando, Pampanga',
    latitude: 15.0576,
    longitude: 120.6629,
    rating: 4.9,
    isVerified: true,
    pictures: 4,
  },
  {
    name: 'Apung Iru Fluvial Festival',
    localName: 'Libad Apung Iru',
    category: ['destination', 'Festivals & Events'],
    description:
      'Every June 28 to 30 Apalit carries the image of Saint Peter down the Pampanga River on a decorated pagoda ' +
      'boat, followed by a flotilla of bancas. Devotees along the banks splash water on the procession; bring a change ' +
      'of clothes.',
    address: 'Poblacion (Capalangan to Sulipan riverbank), Apalit, Pampanga',
    latitude: 14.949,
    longitude: 120.758,
    rating: 4.5,
    isVerified: false,
    pictures: 2,
  },
  {
    name: 'Paskuhan Village',
    category: ['destination', 'Festivals & Events'],
    description:
      'The Christmas village of the "Christmas capital of the Philippines": stalls of parols, capiz lanterns and ' +
      'holiday crafts around a central hall, busiest from October to January. Good for lantern shopping if you cannot ' +
      'visit the workshops in town.',
    address: 'Jose Abad Santos Ave., San Jose, City of San Fernando, Pampanga',
    latitude: 15.0528,
    longitude: 120.6693,
    rating: 4.0,
    isVerified: false,
    pictures: 2,
  },
  {
    name: 'Clark Freeport Zone and Parade Grounds',
    category: ['destination', 'Clark & Leisure'],
    description:
      "The former American air base, now a green freeport of wide avenues, old officers' houses and the Parade " +
      'Grounds, where families fly kites and joggers circle at dusk. Home of the hot air balloon fiesta in season and ' +
      'of Clark International Airport.',
    address: 'Clark Parade Grounds, Clark Freeport Zone, Mabalacat City, Pampanga',
    latitude: 15.1786,
    longitude: 120.5314,
    phone: '(045) 599 9000',
    website: 'https://www.clark.com.ph',
    rating: 4.5,
    isVerified: true,
    pictures: 4,
  },
  {
    name: 'Nayong Pilipino Clark',
    category: ['destination', 'Clark & Leisure'],
    description:
      'A park of replica houses and landmarks from every region of the Philippines, from Ifugao huts to a bahay ' +
      'na bato, with a lagoon and wide lawns. An easy introduction to the islands for children and first-time visitors.',
    address: 'Centennial Expo, Clark Freeport Zone, Mabalacat City, Pampanga',
    latitude: 15.1741,
    longitude: 120.5262,
    rating: 4.1,
    isVerified: false,
    pictures: 3,
  },
  {
    name: 'Dinosaurs Island Clark',
    category: ['destination', 'Clark & Leisure'],
    description:
      'An outdoor park of life-size, moving dinosaurs among trees and ponds, with a small 4D theatre and a ' +
      'playground. Plan two hours; mornings are cooler and less crowded.',
    address: 'Clark Freeport Zone, Mabalacat City, Pampanga',
    latitude: 15.1685,
    longitude: 120.5495,
    rating: 4.3,
    isVerified: false,
    pictures: 2,
  },
  {
    name: "Aling Lucing's Sisig",
    category: ['food', 'Sisig & Street Food'],
    description:
      "The Angeles stall by the old railway crossing where Lucia Cunanan first grilled and chopped pig's face into " +
      'what became sisig. Order it sizzling with calamansi, chili and a cold drink; lunch lines move fast.',
    address: 'G. Valdez St., Agapito del Rosario, Angeles City, Pampanga',
    latitude: 15.1393,
    longitude: 120.596,
    phone: '(045) 888 2317',
    rating: 4.6,
    isVerified: true,
    pictures: 3,
  },
  {
    name: "Mila's Tokwa't Baboy",
    category: ['food', 'Sisig & Street Food'],
    description:
      "An Angeles institution for crispy sisig, tokwa't baboy and grilled pork belly, served in a no-frills dining " +
      'hall that fills with families after Sunday Mass.',
    address: 'Sto. Domingo, Angeles City, Pampanga',
    latitude: 15.1421,
    longitude: 120.5993,
    rating: 4.5,
    isVerified: false,
    pictures: 2,
  },
  {
    name: "Everybody's Café",
    category: ['food', 'Heritage Restaurants'],
    description:
      'A San Fernando classic since the 1940s, serving Kapampangan home cooking from steam trays: morcon, kare-kare, ' +
      'tidtad (pork blood stew), and for the brave, camaru, crispy mole crickets. Take home a jar of buro.',
    address: 'MacArthur Highway, Del Pilar, City of San Fernando, Pampanga',
    latitude: 15.0363,
    longitude: 120.6839,
    phone: '(045) 860 1121',
    rating: 4.5,
    isVerified: true,
    pictures: 3,
  },
  {
    name: 'Café Fleur',
    category: ['food', 'Heritage Restaurants'],
    description:
      'Modern Kapampangan cooking in a restored ancestral house in Angeles: sisig with a twist, adobo in mango, and ' +
      'heirloom desserts like tibuk-tibuk. Book ahead for dinner on weekends.',
    address: 'L. Gomez St., Sto. Rosario, Angeles City, Pampanga',
    latitude: 15.1352,
    longitude: 120.5894,
    phone: '0917 552 8810',
    rating: 4.7,
    isVerified: true,
    pictures: 3,
  },
  {
    name: 'Apag Marangle',
    category: ['food', 'Kapampangan Food'],
    description:
      'Kapampangan food served under nipa huts beside rice paddies: pako salad, bulanglang, fried hito with buro and ' +
      'a plate of kare-kare for the table. The name means "meal in the fields", and it is exactly that.',
    address: 'Gapan-Olongapo Road, San Nicolas, Guagua, Pampanga',
    latitude: 14.9688,
    longitude: 120.6402,
    rating: 4.4,
    isVerified: false,
    pictures: 3,
  },
  {
    name: "Kabigting's Halo-Halo",
    category: ['food', 'Kapampangan Food'],
    description:
      "Arayat's famous halo-halo, made only with finely shaved ice, creamy pastillas de leche, sweet corn and " +
      'mashed beans. Stop here after hiking Mount Arayat; it is a short ride from the park.',
    address: 'Plazang Luma, Arayat, Pampanga',
    latitude: 15.1503,
    longitude: 120.7695,
    rating: 4.5,
    isVerified: true,
    pictures: 2,
  },
  {
    name: 'Santa Rita Turrones de Casoy and Sans Rival Makers',
    category: ['food', 'Pasalubong & Delicacies'],
    description:
      'Santa Rita is the home of turrones de casoy, cashew marzipan in thin wafer wrapped in paper, and of sans ' +
      'rival and silvanas from family kitchens around the poblacion. Buy a box straight from the bakers.',
    address: 'Poblacion, Santa Rita, Pampanga',
    latitude: 14.9956,
    longitude: 120.6154,
    rating: 4.3,
    isVerified: false,
    pictures: 2,
  },
  {
    name: 'Pampanga Tocino and Longganisa Row',
    category: ['food', 'Pasalubong & Delicacies'],
    description:
      "Stores along the old highway in San Fernando selling the province's sweet pork tocino, garlicky longganisa " +
      'and tamales, vacuum-packed for the trip home. Ask for a taste of the skinless longganisa.',
    address: 'Dolores, City of San Fernando, Pampanga',
    latitude: 15.0412,
    longitude: 120.6805,
    rating: null,
    isVerified: false,
    pictures: 2,
  },
  {
    name: 'Shrine of Christ Our Lord of the Holy Sepulchre',
    localName: 'Apung Mamacalulu',
    category: ['destination', 'Historic Churches'],
    description:
      'The Angeles shrine of Apung Mamacalulu, the "Merciful Lord": an old image of the dead Christ lying in state, ' +
      'carried through the old town in procession on Good Friday and at the October fiesta. Friday is its busy day, ' +
      'with Masses from dawn to evening, many of them in Kapampangan, and a street market around the block.',
    address: 'C. Dayrit St., Lourdes Sur, Angeles City, Pampanga',
    latitude: 15.1413,
    longitude: 120.59,
    rating: 4.6,
    isVerified: true,
    pictures: 2,
  },
  {
    name: 'Santo Rosario Heritage District',
    localName: 'Kuliat',
    category: ['destination', 'Heritage Sites'],
    description:
      'The old heart of Angeles, settled in 1796 as Kuliat, after a vine that grew wild here. A short walk along ' +
      "Santo Rosario and Santo Entierro streets passes the founders' house of 1824, the Pamintuan Mansion that served " +
      'as headquarters in the revolution, and the Camalig, an old rice granary that now bakes pizza.',
    address: 'Sto. Rosario St., Sto. Rosario, Angeles City, Pampanga',
    latitude: 15.1365,
    longitude: 120.5882,
    rating: 4.3,
    isVerified: true,
    pictures: 3,
  },
  {
    name: 'Pampanga River at Sulipan',
    localName: 'Ilug Pampanga',
    category: ['destination', 'Nature & Parks'],
    description:
      'The great river that gave the province its name (pampang is a river bank) runs wide and slow past Apalit on ' +
      'its way to Manila Bay. At Sulipan, boat owners rent out bancas and covered river boats for an afternoon on the ' +
      'water, past old stone houses, fish pens and the riverside home of Apung Iru.',
    address: 'Sulipan, Apalit, Pampanga',
    latitude: 14.9402,
    longitude: 120.7573,
    rating: 4.2,
    isVerified: false,
    pictures: 3,
  },
  {
    name: 'San Pedro Cutud Lenten Rites',
    localName: 'Maleldo',
    category: ['destination', 'Festivals & Events'],
    description:
      'Holy Week in Pampanga at its most intense. On Good Friday barefoot penitents walk the roads of San Pedro Cutud, ' +
      'and a passion play ends on a hill of crosses where a few devotees keep their vow to be nailed to one. Expect ' +
      'crowds and heat; dress modestly and keep a respectful distance.',
    address: 'Brgy. San Pedro Cutud, City of San Fernando, Pampanga',
    latitude: 15.0187,
    longitude: 120.6619,
    rating: 4.2,
    isVerified: true,
    pictures: 2,
  },
  {
    name: 'San Fernando Frog Festival',
    localName: 'Piestang Tugak',
    category: ['destination', 'Festivals & Events'],
    description:
      'Each October the city celebrates the frogs of its rice fields: children and farmers race to catch them the old ' +
      'way, with a reed rod and worm bait, cooks serve betute (stuffed frog) and crisp fried legs, and dancers in ' +
      'green fill the streets. The Kapampangan kitchen at its most adventurous.',
    address: 'Robinsons Starmills grounds, Jose Abad Santos Ave., City of San Fernando, Pampanga',
    latitude: 15.0571,
    longitude: 120.6636,
    rating: 4.1,
    isVerified: false,
    pictures: 2,
  },
  {
    name: "Minalin New Year's Day Parade",
    localName: 'Aguman Sanduk',
    category: ['destination', 'Festivals & Events'],
    description:
      'The "fellowship of the ladle": every January 1 since the 1930s the men of Minalin parade through town in the ' +
      'dresses and make-up of their mothers, wives and sisters, waving ladles and pots, between barangay floats and ' +
      'street dancers. It ends with the crowning of a queen; come in the early afternoon.',
    address: 'Sta. Maria, Minalin, Pampanga',
    latitude: 14.9675,
    longitude: 120.6818,
    rating: 4.3,
    isVerified: false,
    pictures: 2,
  },
  {
    name: 'Santa Lucia Feast Dance of Sasmuan',
    localName: 'Kuraldal',
    category: ['destination', 'Festivals & Events'],
    description:
      'In the first days of January Sasmuan closes its Christmas season dancing for its patroness, Apung Lucia. After ' +
      'the evening Mass at her chapel the crowd sways step by step through the streets, calling on her for health ' +
      'and for children. Join in: nobody dances alone.',
    address: 'Brgy. Sta. Lucia, Sasmuan, Pampanga',
    latitude: 14.9389,
    longitude: 120.6189,
    rating: 4.4,
    isVerified: false,
    pictures: 2,
  },
];

/** The artwork key of a demo destination ('Mount Arayat National Park' -> 'mount-arayat-national-park'). */
export function demoDestinationKey(name: string): string {
  return slugify(name);
}

export const destinationsDemoData: DemoDataSet = {
  name: 'destinations',
  async load(manager: EntityManager): Promise<void> {
    const categories = await demoCategories(manager);
    const now = new Date();
    for (const demo of DEMO_DESTINATIONS) {
      const category = requireCategory(categories, demo.category[0], demo.category[1]);
      const images = artworkUrls('destination', demoDestinationKey(demo.name), category, demo.pictures);
      // The same rules as the API (names, coordinates, URLs, at most 3 extra images).
      const destination = Destination.create(
        randomUUID(),
        {
          name: demo.name,
          localName: demo.localName,
          description: demo.description,
          address: demo.address,
          latitude: demo.latitude,
          longitude: demo.longitude,
          phone: demo.phone,
          website: demo.website,
          imageUrl: images[0],
          images,
          categoryId: category.id,
          openingHours: demoOpeningHoursOf(demo.name),
        },
        now,
      );
      await manager.query(
        `INSERT INTO destinations (id, name, description, address, latitude, longitude, phone, website, image_url, images,
           rating, review_count, category_id, is_verified, created_at, updated_at, local_name, opening_hours)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15, $16, $17)`,
        [
          destination.id,
          destination.name,
          destination.description,
          destination.address,
          destination.latitude,
          destination.longitude,
          destination.phone,
          destination.website,
          destination.imageUrl,
          [...destination.images],
          demo.rating,
          0, // the reviews data set writes every count from the demo reviews
          destination.categoryId,
          demo.isVerified,
          now,
          destination.localName,
          destination.openingHours,
        ],
      );
      await rewriteOpenIntervals(manager, 'destination', destination, now);
    }
  },
};
