import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { Service } from '../../modules/services/domain/service.js';
import { artworkUrls, demoCategories, requireCategory } from './catalog-demo-data.support.js';
import type { DemoDataSet } from './demo-data-set.js';
import { demoOpeningHoursOf } from './opening-hours.demo-data.js';
import { rewriteOpenIntervals } from '../../modules/catalog/infrastructure/open-intervals.writer.js';

export interface DemoService {
  readonly name: string;
  /** The Kapampangan name where one is in use. */
  readonly localName?: string;
  readonly slug: string;
  readonly category: readonly ['motorist' | 'bicycle' | 'camping', string];
  readonly description: string;
  readonly address: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly phone?: string;
  readonly hours: string;
  readonly website?: string;
  readonly isOpen24h?: boolean;
  readonly isEmergency?: boolean;
  readonly isVerified?: boolean;
  /** Regular gas, pesos per litre, and when it was last reported. */
  readonly gas?: { readonly price: number; readonly updatedAt: string };
  /** The rating its demo reviews make (reviews.demo-data.ts writes them, and the count); null: no reviews ('New'). */
  readonly rating: number | null;
  /** Generated pictures (0: the card shows the category icon). */
  readonly pictures: number;
}

const GAS = ['motorist', 'Gas Stations'] as const;
const AUTO = ['motorist', 'Auto Repair'] as const;
const EMERGENCY = ['motorist', 'Emergency'] as const;
const BIKE_SHOP = ['bicycle', 'Bike Shops'] as const;
const ROUTE = ['bicycle', 'Cycling Routes'] as const;
const CAMPSITE = ['camping', 'Campsites'] as const;
const GLAMPING = ['camping', 'Glamping'] as const;

/**
 * Motorist, cycling and camping services across Pampanga, described for this project: gas stations of the
 * brands found in the province (regular-gas prices as reported in late 2026), repair shops, hospitals and
 * emergency offices, bike shops and routes, campsites. Phone numbers other than the national 911 hotline are
 * illustrative; coordinates are close to the real towns and roads.
 */
export const DEMO_SERVICES: readonly DemoService[] = [
  // Gas stations
  {
    name: 'Petron Dolores',
    slug: 'petron-dolores-san-fernando',
    category: GAS,
    description:
      'Busy Petron on the old MacArthur Highway at the Dolores junction, with a convenience store, clean restrooms and air and water for tyres.',
    address: 'MacArthur Highway, Dolores, City of San Fernando, Pampanga',
    latitude: 15.0405,
    longitude: 120.6782,
    phone: '(045) 961 2480',
    hours: 'Open 24 hours',
    isOpen24h: true,
    isVerified: true,
    gas: { price: 63.45, updatedAt: '2026-11-20T07:30:00+08:00' },
    rating: 4.3,
    pictures: 2,
  },
  {
    name: 'Shell Lazatin Boulevard',
    slug: 'shell-lazatin-boulevard',
    category: GAS,
    description:
      'Shell station on Lazatin Boulevard near the provincial capitol, with a Select store and quick car wash.',
    address: 'Lazatin Boulevard, Sto. Niño, City of San Fernando, Pampanga',
    latitude: 15.0447,
    longitude: 120.6898,
    phone: '(045) 963 7715',
    hours: 'Open 24 hours',
    isOpen24h: true,
    isVerified: true,
    gas: { price: 64.1, updatedAt: '2026-11-19T18:10:00+08:00' },
    rating: 4.4,
    pictures: 2,
  },
  {
    name: 'Caltex Sindalan',
    slug: 'caltex-sindalan',
    category: GAS,
    description:
      'Caltex on MacArthur Highway in Sindalan, a handy stop between San Fernando and Angeles with a drive-through coffee counter.',
    address: 'MacArthur Highway, Sindalan, City of San Fernando, Pampanga',
    latitude: 15.0627,
    longitude: 120.6591,
    phone: '(045) 455 0192',
    hours: '5:00 AM - 11:00 PM daily',
    isVerified: true,
    gas: { price: 62.95, updatedAt: '2026-11-18T09:00:00+08:00' },
    rating: 4.2,
    pictures: 2,
  },
  {
    name: 'Phoenix Dau',
    slug: 'phoenix-dau-mabalacat',
    category: GAS,
    description:
      'Phoenix station a few minutes from the NLEX Dau exit, popular with jeepney and bus drivers for its lower prices.',
    address: 'MacArthur Highway, Dau, Mabalacat City, Pampanga',
    latitude: 15.1762,
    longitude: 120.5908,
    phone: '0917 810 4471',
    hours: 'Open 24 hours',
    isOpen24h: true,
    gas: { price: 61.8, updatedAt: '2026-11-21T06:45:00+08:00' },
    rating: 4.1,
    pictures: 2,
  },
  {
    name: 'Seaoil Balibago',
    slug: 'seaoil-balibago',
    category: GAS,
    description:
      'Seaoil on Fil-Am Friendship Highway in Balibago, close to the hotels and restaurants of the Friendship area.',
    address: 'Fil-Am Friendship Highway, Balibago, Angeles City, Pampanga',
    latitude: 15.1645,
    longitude: 120.5866,
    phone: '(045) 892 3390',
    hours: '6:00 AM - 10:00 PM daily',
    gas: { price: 60.95, updatedAt: '2026-11-17T16:20:00+08:00' },
    rating: 4.0,
    pictures: 2,
  },
  {
    name: 'Cleanfuel Pandan',
    slug: 'cleanfuel-pandan-angeles',
    category: GAS,
    description: 'Cleanfuel station on the Angeles-Magalang road, usually among the cheapest regular gas in Angeles.',
    address: 'Angeles-Magalang Road, Pandan, Angeles City, Pampanga',
    latitude: 15.1568,
    longitude: 120.6127,
    hours: '6:00 AM - 10:00 PM daily',
    gas: { price: 59.9, updatedAt: '2026-11-20T12:00:00+08:00' },
    rating: 4.1,
    pictures: 1,
  },
  {
    name: 'Jetti Guagua',
    slug: 'jetti-guagua',
    category: GAS,
    description:
      'Jetti station on the Gapan-Olongapo road at the entrance of Guagua town, with a small tyre shop next door.',
    address: 'Gapan-Olongapo Road, San Nicolas, Guagua, Pampanga',
    latitude: 14.9702,
    longitude: 120.6425,
    phone: '0998 231 5507',
    hours: '6:00 AM - 9:00 PM daily',
    gas: { price: 60.5, updatedAt: '2026-11-16T08:15:00+08:00' },
    rating: 3.9,
    pictures: 1,
  },
  {
    name: 'Petron NLEX San Simon Northbound',
    slug: 'petron-nlex-san-simon-northbound',
    category: GAS,
    description:
      'Expressway service area on the NLEX northbound lane in San Simon, with food stalls, restrooms and a prayer room.',
    address: 'NLEX Northbound, San Isidro, San Simon, Pampanga',
    latitude: 14.9969,
    longitude: 120.7638,
    phone: '(045) 865 2201',
    hours: 'Open 24 hours',
    isOpen24h: true,
    isVerified: true,
    gas: { price: 64.75, updatedAt: '2026-11-21T05:30:00+08:00' },
    rating: 4.2,
    pictures: 2,
  },
  {
    name: 'Shell Mexico',
    slug: 'shell-mexico',
    category: GAS,
    description:
      'Shell station on the road from San Fernando to Mexico and Arayat, a good place to fill up before heading to the mountain.',
    address: 'San Fernando-Mexico Road, Lagundi, Mexico, Pampanga',
    latitude: 15.0612,
    longitude: 120.7154,
    hours: '5:00 AM - 11:00 PM daily',
    gas: { price: 63.2, updatedAt: '2026-11-19T07:05:00+08:00' },
    rating: 4.2,
    pictures: 2,
  },
  {
    name: 'Caltex Lubao',
    slug: 'caltex-lubao',
    category: GAS,
    description:
      'Caltex on Jose Abad Santos Avenue in Lubao, the last big station before the road to Bataan and Subic.',
    address: 'Jose Abad Santos Avenue, Sta. Cruz, Lubao, Pampanga',
    latitude: 14.9356,
    longitude: 120.5958,
    phone: '(045) 971 0633',
    hours: 'Open 24 hours',
    isOpen24h: true,
    gas: { price: 61.4, updatedAt: '2026-11-18T21:40:00+08:00' },
    rating: 4.0,
    pictures: 2,
  },
  {
    name: 'Petron Porac',
    slug: 'petron-porac',
    category: GAS,
    description:
      'Petron on the Angeles-Porac road, the usual stop for riders and 4x4 groups heading to Miyamit Falls and Pinatubo.',
    address: 'Angeles-Porac Road, Manibaug Paralaya, Porac, Pampanga',
    latitude: 15.0803,
    longitude: 120.5566,
    hours: '5:00 AM - 10:00 PM daily',
    gas: { price: 62.3, updatedAt: '2026-11-15T10:30:00+08:00' },
    rating: 4.1,
    pictures: 1,
  },
  {
    name: 'Phoenix Apalit',
    slug: 'phoenix-apalit',
    category: GAS,
    description: 'Phoenix station on MacArthur Highway in Sulipan, near the Apalit bridge over the Pampanga River.',
    address: 'MacArthur Highway, Sulipan, Apalit, Pampanga',
    latitude: 14.9421,
    longitude: 120.7596,
    hours: '6:00 AM - 10:00 PM daily',
    gas: { price: 62.6, updatedAt: '2026-11-20T15:25:00+08:00' },
    rating: 3.9,
    pictures: 1,
  },
  {
    name: 'Seaoil Arayat',
    slug: 'seaoil-arayat',
    category: GAS,
    description:
      'Small Seaoil station at the edge of Arayat town, on the way to the national park and the Magalang trailhead.',
    address: 'Arayat-Magalang Road, Cacutud, Arayat, Pampanga',
    latitude: 15.1565,
    longitude: 120.7611,
    hours: '6:00 AM - 9:00 PM daily',
    gas: { price: 59.95, updatedAt: '2026-11-14T09:50:00+08:00' },
    rating: null,
    pictures: 1,
  },
  {
    name: 'Shell Clark Gateway',
    slug: 'shell-clark-gateway',
    category: GAS,
    description: 'Shell station inside Clark Freeport on M. A. Roxas Highway, open round the clock for airport runs.',
    address: 'M. A. Roxas Highway, Clark Freeport Zone, Mabalacat City, Pampanga',
    latitude: 15.1838,
    longitude: 120.5527,
    phone: '(045) 499 2050',
    hours: 'Open 24 hours',
    isOpen24h: true,
    isVerified: true,
    gas: { price: 65.8, updatedAt: '2026-11-21T19:00:00+08:00' },
    rating: 4.5,
    pictures: 2,
  },
  // Auto repair, tyres, towing
  {
    name: 'Sindalan Auto Care Center',
    slug: 'sindalan-auto-care-center',
    category: AUTO,
    description:
      'General repair shop for cars and light trucks: change oil, brakes, suspension, computer diagnostics and aircon cleaning.',
    address: 'MacArthur Highway, Sindalan, City of San Fernando, Pampanga',
    latitude: 15.0644,
    longitude: 120.6569,
    phone: '(045) 455 2268',
    hours: 'Mon-Sat 8:00 AM - 6:00 PM',
    isVerified: true,
    rating: 4.6,
    pictures: 2,
  },
  {
    name: 'Balibago 24/7 Vulcanizing and Tire Supply',
    slug: 'balibago-vulcanizing-tire-supply',
    category: AUTO,
    description:
      'Flat tyre at midnight? This roadside vulcanizing shop patches, balances and sells new and used tyres all night.',
    address: 'Fil-Am Friendship Highway, Balibago, Angeles City, Pampanga',
    latitude: 15.1611,
    longitude: 120.5901,
    phone: '0926 417 3381',
    hours: 'Open 24 hours',
    isOpen24h: true,
    rating: 4.3,
    pictures: 1,
  },
  {
    name: 'Dau Car and Truck Aircon Repair',
    slug: 'dau-car-truck-aircon-repair',
    category: AUTO,
    description:
      'Aircon specialists for cars, vans and trucks: compressor overhaul, freon recharge and leak tests while you wait.',
    address: 'Mabiga, Mabalacat City, Pampanga',
    latitude: 15.1701,
    longitude: 120.5952,
    phone: '0917 623 9045',
    hours: 'Mon-Sat 8:00 AM - 5:30 PM',
    rating: 4.2,
    pictures: 1,
  },
  {
    name: 'Guagua Motorshop and Welding',
    slug: 'guagua-motorshop-welding',
    category: AUTO,
    description:
      'Motorcycle and tricycle repair with a welding bay for racks and exhausts; genuine parts for the common scooter brands.',
    address: 'Plaza Burgos, Guagua, Pampanga',
    latitude: 14.9657,
    longitude: 120.6316,
    phone: '0935 772 1180',
    hours: 'Mon-Sun 7:00 AM - 6:00 PM',
    rating: 4.0,
    pictures: 1,
  },
  {
    name: 'Apalit Auto Electrical and Battery',
    slug: 'apalit-auto-electrical-battery',
    category: AUTO,
    description:
      'Battery testing and replacement, alternators, starters and wiring. They will come to you with a jumper pack within Apalit.',
    address: 'MacArthur Highway, San Juan, Apalit, Pampanga',
    latitude: 14.9532,
    longitude: 120.7568,
    phone: '0918 340 5526',
    hours: 'Mon-Sat 8:00 AM - 7:00 PM',
    rating: 4.4,
    pictures: 1,
  },
  {
    name: 'San Fernando Roadside Towing',
    slug: 'san-fernando-roadside-towing',
    category: AUTO,
    description:
      'Flatbed towing and roadside assistance along NLEX, SCTEX and the San Fernando city roads, day and night.',
    address: 'Jose Abad Santos Ave., San Jose, City of San Fernando, Pampanga',
    latitude: 15.0517,
    longitude: 120.6745,
    phone: '0917 501 8869',
    hours: 'Open 24 hours',
    isOpen24h: true,
    isVerified: true,
    rating: 4.5,
    pictures: 1,
  },
  {
    name: 'Porac Highway Vulcanizing',
    slug: 'porac-highway-vulcanizing',
    category: AUTO,
    description: 'Tyre repair and air on the Angeles-Porac road, used to 4x4s coming back from the lahar trails.',
    address: 'Angeles-Porac Road, Pio, Porac, Pampanga',
    latitude: 15.0712,
    longitude: 120.5448,
    phone: '0949 118 2294',
    hours: 'Open 24 hours',
    isOpen24h: true,
    rating: null,
    pictures: 0,
  },
  {
    name: 'Mexico Change Oil and Car Wash',
    slug: 'mexico-change-oil-car-wash',
    category: AUTO,
    description:
      'Quick change oil, filters and a full car wash with vacuum in about forty minutes; coffee while you wait.',
    address: 'San Fernando-Mexico Road, San Jose Matulid, Mexico, Pampanga',
    latitude: 15.0665,
    longitude: 120.7196,
    phone: '(045) 966 0418',
    hours: 'Mon-Sun 7:00 AM - 6:00 PM',
    rating: 4.1,
    pictures: 1,
  },
  // Emergency
  {
    name: 'Pampanga PDRRMO Emergency Operations Center',
    slug: 'pampanga-pdrrmo-emergency-operations-center',
    category: EMERGENCY,
    description:
      'The Provincial Disaster Risk Reduction and Management Office: rescue teams, ambulances and flood response for the whole province. Call 911 first in any emergency.',
    address: 'Provincial Capitol Compound, Sto. Niño, City of San Fernando, Pampanga',
    latitude: 15.0441,
    longitude: 120.6853,
    phone: '911',
    hours: 'Open 24 hours',
    isOpen24h: true,
    isEmergency: true,
    isVerified: true,
    rating: null,
    pictures: 0,
  },
  {
    name: 'Jose B. Lingad Memorial General Hospital',
    slug: 'jose-b-lingad-memorial-general-hospital',
    category: EMERGENCY,
    description:
      'The government regional hospital of Central Luzon, with a 24-hour emergency room, trauma care and a poison control unit.',
    address: 'Dolores, City of San Fernando, Pampanga',
    latitude: 15.0389,
    longitude: 120.6752,
    phone: '(045) 409 6688',
    hours: 'Emergency room open 24 hours',
    isOpen24h: true,
    isEmergency: true,
    isVerified: true,
    rating: 4.0,
    pictures: 0,
  },
  {
    name: 'Angeles University Foundation Medical Center',
    slug: 'aufmc-angeles',
    category: EMERGENCY,
    description:
      'Teaching hospital on MacArthur Highway with a 24-hour emergency department, ICU and ambulance service.',
    address: 'MacArthur Highway, Salapungan, Angeles City, Pampanga',
    latitude: 15.1449,
    longitude: 120.5936,
    phone: '(045) 625 2999',
    hours: 'Emergency room open 24 hours',
    isOpen24h: true,
    isEmergency: true,
    isVerified: true,
    rating: 4.2,
    pictures: 0,
  },
  {
    name: 'Diosdado P. Macapagal Memorial Hospital',
    slug: 'diosdado-p-macapagal-memorial-hospital',
    category: EMERGENCY,
    description: 'District hospital serving Guagua and the western towns, with an emergency room and a birthing unit.',
    address: 'Sta. Filomena, Guagua, Pampanga',
    latitude: 14.9621,
    longitude: 120.6289,
    phone: '(045) 900 0364',
    hours: 'Emergency room open 24 hours',
    isOpen24h: true,
    isEmergency: true,
    rating: 3.8,
    pictures: 0,
  },
  {
    name: 'BFP City of San Fernando Fire Station',
    slug: 'bfp-san-fernando-fire-station',
    category: EMERGENCY,
    description:
      'Bureau of Fire Protection central station for the City of San Fernando: fire, rescue and first response.',
    address: 'B. Mendoza St., Sto. Rosario, City of San Fernando, Pampanga',
    latitude: 15.0296,
    longitude: 120.6902,
    phone: '(045) 961 2411',
    hours: 'Open 24 hours',
    isOpen24h: true,
    isEmergency: true,
    rating: null,
    pictures: 0,
  },
  {
    name: 'Angeles City Police Office',
    slug: 'angeles-city-police-office',
    category: EMERGENCY,
    description:
      'Philippine National Police headquarters for Angeles City, with a tourist assistance desk and a women and children protection desk.',
    address: 'Pulung Maragul, Angeles City, Pampanga',
    latitude: 15.1547,
    longitude: 120.5721,
    phone: '(045) 322 3071',
    hours: 'Open 24 hours',
    isOpen24h: true,
    isEmergency: true,
    rating: null,
    pictures: 0,
  },
  {
    name: 'Clark Fire and Rescue Station',
    slug: 'clark-fire-rescue-station',
    category: EMERGENCY,
    description: 'Fire and rescue for Clark Freeport Zone and its airport area, with ambulances on standby.',
    address: 'Clark Freeport Zone, Mabalacat City, Pampanga',
    latitude: 15.1858,
    longitude: 120.5404,
    phone: '(045) 599 2911',
    hours: 'Open 24 hours',
    isOpen24h: true,
    isEmergency: true,
    rating: null,
    pictures: 0,
  },
  {
    name: 'Mabalacat City DRRMO Rescue',
    slug: 'mabalacat-city-drrmo-rescue',
    category: EMERGENCY,
    description:
      'City rescue teams and ambulances for Mabalacat, including the Dau and Mabiga stretch of MacArthur Highway.',
    address: 'City Hall Compound, Dolores, Mabalacat City, Pampanga',
    latitude: 15.2232,
    longitude: 120.5747,
    phone: '0998 594 0911',
    hours: 'Open 24 hours',
    isOpen24h: true,
    isEmergency: true,
    rating: null,
    pictures: 0,
  },
  // Bicycle
  {
    name: 'Clark Parade Grounds Cycling Loop',
    slug: 'clark-parade-grounds-cycling-loop',
    category: ROUTE,
    description:
      "A flat, shaded loop of about 6 km around the Parade Grounds and the old officers' quarters; early mornings are car-light and full of riders.",
    address: 'Clark Parade Grounds, Clark Freeport Zone, Mabalacat City, Pampanga',
    latitude: 15.1794,
    longitude: 120.5322,
    hours: 'Best 5:00 AM - 8:00 AM',
    isVerified: true,
    rating: 4.7,
    pictures: 3,
  },
  {
    name: 'Sacobia Climb',
    slug: 'sacobia-climb',
    category: ROUTE,
    description:
      'The classic Clark climb out to Sacobia: 25 km with rolling hills and a long ascent towards the Pinatubo foothills. Bring water; there are few stores past the checkpoint.',
    address: 'Clark-Sacobia Road, Clark Freeport Zone, Mabalacat City, Pampanga',
    latitude: 15.1983,
    longitude: 120.4958,
    hours: 'Daylight only',
    rating: 4.6,
    pictures: 3,
  },
  {
    name: 'Candaba Farm Roads Loop',
    localName: 'Pinac',
    slug: 'candaba-farm-roads-loop',
    category: ROUTE,
    description:
      'Flat concrete farm roads across the Candaba swamp, perfect for a long easy ride with birds on both sides in the dry season.',
    address: 'Brgy. Paligui, Candaba, Pampanga',
    latitude: 15.0952,
    longitude: 120.8644,
    hours: 'Daylight only; flooded in the rainy season',
    rating: 4.3,
    pictures: 2,
  },
  {
    name: 'Angeles Bike Hub',
    slug: 'angeles-bike-hub',
    category: BIKE_SHOP,
    description:
      'Road, gravel and mountain bikes, parts and a full service bench; weekend group rides leave from the shop to Clark.',
    address: 'Sto. Entierro St., Sto. Cristo, Angeles City, Pampanga',
    latitude: 15.1371,
    longitude: 120.5868,
    phone: '0917 300 2451',
    hours: 'Tue-Sun 9:00 AM - 7:00 PM',
    isVerified: true,
    rating: 4.8,
    pictures: 2,
  },
  {
    name: 'San Fernando Pedal Works',
    slug: 'san-fernando-pedal-works',
    category: BIKE_SHOP,
    description:
      "Friendly neighbourhood bike shop for commuters and kids' bikes: tubes, brake pads, tune-ups and folding bikes for rent.",
    address: 'V. Tiomico St., Sto. Rosario, City of San Fernando, Pampanga',
    latitude: 15.0312,
    longitude: 120.6871,
    phone: '0927 611 0845',
    hours: 'Mon-Sat 9:00 AM - 6:00 PM',
    rating: 4.4,
    pictures: 2,
  },
  {
    name: 'Porac Ride Stop',
    slug: 'porac-ride-stop',
    category: BIKE_SHOP,
    description:
      "Cyclists' café and mini bike shop on the road to Miyamit: pump, tools, tubes, cold buko juice and a shaded rack.",
    address: 'Angeles-Porac Road, Pulung Santol, Porac, Pampanga',
    latitude: 15.0904,
    longitude: 120.5501,
    phone: '0966 204 7713',
    hours: 'Sat-Sun 5:00 AM - 2:00 PM',
    rating: 4.5,
    pictures: 2,
  },
  // Camping
  {
    name: 'Mount Arayat North Peak Campsite',
    localName: 'Bunduk Arayat',
    slug: 'mount-arayat-north-peak-campsite',
    category: CAMPSITE,
    description:
      'Campsite on the Magalang side of Mount Arayat, the start of the steep north peak trail. Register at the barangay, hire a local guide and pitch your tent on the ridge clearing.',
    address: 'Brgy. Ayala, Magalang, Pampanga',
    latitude: 15.2091,
    longitude: 120.7288,
    phone: '0915 409 2287',
    hours: 'Registration 6:00 AM - 3:00 PM',
    isVerified: true,
    rating: 4.6,
    pictures: 3,
  },
  {
    name: 'Miyamit Falls Campground',
    slug: 'miyamit-falls-campground',
    category: CAMPSITE,
    description:
      'Grassy clearing above the falls run by the local Aeta community; tents can be rented, and the 4x4 drop-off is arranged at the barangay hall.',
    address: 'Sitio Haduan, Brgy. Inararo, Porac, Pampanga',
    latitude: 15.1032,
    longitude: 120.4405,
    phone: '0930 145 6621',
    hours: 'Check-in 7:00 AM - 2:00 PM',
    rating: 4.5,
    pictures: 3,
  },
  {
    name: 'Sapang Bato Riverside Camp',
    slug: 'sapang-bato-riverside-camp',
    category: CAMPSITE,
    description:
      'Sandy riverside camp on the Sacobia River with bonfire pits and a communal kitchen shed; jump-off point for Puning and the Pinatubo foothills.',
    address: 'Brgy. Sapang Bato, Angeles City, Pampanga',
    latitude: 15.1917,
    longitude: 120.5043,
    hours: 'Check-in from 1:00 PM',
    rating: 4.2,
    pictures: 2,
  },
  {
    name: 'Puning Glamping Cabins',
    slug: 'puning-glamping-cabins',
    category: GLAMPING,
    description:
      'Canvas cabins with real beds and hot spring access after the day visitors leave; dinner of grilled river fish included.',
    address: 'Sitio Target, Brgy. Sapang Bato, Angeles City, Pampanga',
    latitude: 15.2118,
    longitude: 120.4681,
    phone: '0917 858 3360',
    hours: 'Check-in 2:00 PM, check-out 11:00 AM',
    isVerified: true,
    rating: 4.7,
    pictures: 3,
  },
  {
    name: 'Clark Skyview Glamping Domes',
    slug: 'clark-skyview-glamping-domes',
    category: GLAMPING,
    description:
      'Air-conditioned domes with a clear view of the Clark sky and of the balloons during the fiesta; breakfast and bike rental included.',
    address: 'Clark Freeport Zone, Mabalacat City, Pampanga',
    latitude: 15.1702,
    longitude: 120.5183,
    phone: '0918 775 0124',
    hours: 'Check-in 3:00 PM, check-out 12:00 NN',
    rating: 4.4,
    pictures: 3,
  },
  {
    name: 'Porac Pinatubo Foothills Camp',
    slug: 'porac-pinatubo-foothills-camp',
    category: CAMPSITE,
    description:
      'Simple farm campsite among mango trees in the Porac highlands, with toilets, water and a view of the Pinatubo ridges at sunset.',
    address: 'Brgy. Villa Maria, Porac, Pampanga',
    latitude: 15.0806,
    longitude: 120.4779,
    hours: 'Check-in from 12:00 NN',
    rating: null,
    pictures: 2,
  },
];

export const servicesDemoData: DemoDataSet = {
  name: 'services',
  async load(manager: EntityManager): Promise<void> {
    const categories = await demoCategories(manager);
    const now = new Date();
    for (const demo of DEMO_SERVICES) {
      const category = requireCategory(categories, demo.category[0], demo.category[1]);
      // The same rules as the API (name, slug, coordinates, URLs, gas price...).
      const service = Service.create(
        randomUUID(),
        demo.slug,
        {
          name: demo.name,
          localName: demo.localName,
          description: demo.description,
          address: demo.address,
          phone: demo.phone,
          hours: demo.hours,
          website: demo.website,
          latitude: demo.latitude,
          longitude: demo.longitude,
          images: artworkUrls('service', demo.slug, category, demo.pictures),
          isOpen24h: demo.isOpen24h,
          isEmergency: demo.isEmergency,
          isVerified: demo.isVerified,
          gasPrice: demo.gas?.price,
          categoryId: category.id,
          openingHours: demoOpeningHoursOf(demo.name),
        },
        now,
      );
      await manager.query(
        `INSERT INTO services (id, name, slug, description, address, phone, hours, website, latitude, longitude, images,
           main_image_index, rating, review_count, is_open_24h, is_emergency, gas_price, gas_price_updated_at, category_id,
           is_verified, created_at, updated_at, local_name, opening_hours)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 0, $12, $13, $14, $15, $16, $17, $18, $19, $20, $20, $21, $22)`,
        [
          service.id,
          service.name,
          service.slug,
          service.description,
          service.address,
          service.phone,
          service.hours,
          service.website,
          service.latitude,
          service.longitude,
          [...service.images],
          demo.rating,
          0, // the reviews data set writes every count from the demo reviews
          service.isOpen24h,
          service.isEmergency,
          service.gasPrice?.toFixed(2) ?? null,
          demo.gas ? new Date(demo.gas.updatedAt) : null,
          service.categoryId,
          service.isVerified,
          now,
          service.localName,
          service.openingHours,
        ],
      );
      await rewriteOpenIntervals(manager, 'service', service, now);
    }
  },
};
