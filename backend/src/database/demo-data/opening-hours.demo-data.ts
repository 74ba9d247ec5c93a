/**
 * The demo places' opening hours (OpenStreetMap `opening_hours` syntax, docs/opening-hours.md): plausible for each
 * kind of place, written for this project. Gas stations on the highways, hospitals' emergency rooms, fire, police
 * and rescue are open 24/7; restaurants and cafés keep meal hours; markets and pasalubong row open before dawn;
 * churches keep Mass hours; some bars and night stalls close after midnight; offices close on public holidays (PH).
 * Festivals are open on their days only. Every demo place has hours (opening-hours.demo-data.spec.ts checks).
 */
export const DEMO_OPENING_HOURS: Readonly<Record<string, string>> = {
  // Destinations
  'Mount Arayat National Park': 'Mo-Su 06:00-17:00',
  'San Guillermo Parish Church': 'Mo-Sa 06:00-19:00; Su 05:00-20:00',
  'St. James the Apostle Parish Church (Betis Church)': 'Mo-Sa 06:00-18:00; Su 05:30-19:30',
  'Metropolitan Cathedral of San Fernando': 'Mo-Su 05:30-20:00',
  'Holy Rosary Parish Church (Pisamban Maragul)': 'Mo-Sa 06:00-18:30; Su 05:00-20:00',
  'San Agustin Parish Church of Lubao': 'Mo-Su 06:00-18:00',
  'Santa Monica Parish Church of Minalin': 'Mo-Sa 06:00-18:00; Su 05:30-19:00',
  'Museo ning Angeles': 'Tu-Su 08:00-17:00; PH off',
  'Pampanga Provincial Capitol': 'Mo-Fr 08:00-17:00; PH off',
  'Sasmuan Pampanga Coastal Wetlands': 'Mo-Su 05:30-17:30',
  'Miyamit Falls': 'Mo-Su 05:00-15:00',
  'Candaba Swamp and Bird Sanctuary': 'Mo-Su 05:00-18:00',
  'Puning Hot Spring': 'Mo-Su 07:00-17:00',
  'Giant Lantern Festival': 'Dec Sa[-1] 18:00-24:00',
  'Apung Iru Fluvial Festival': 'Jun 28-30 07:00-22:00',
  'Paskuhan Village': 'Mo-Su 10:00-22:00; Dec Fr-Sa 10:00-24:00',
  'Clark Freeport Zone and Parade Grounds': '24/7',
  'Nayong Pilipino Clark': 'We-Su 08:00-17:00',
  'Dinosaurs Island Clark': 'Mo-Fr 09:00-18:00; Sa,Su,PH 08:00-19:00',
  "Aling Lucing's Sisig": 'Mo-Su 10:00-02:00',
  "Mila's Tokwa't Baboy": 'Mo-Su 10:00-22:00',
  "Everybody's Café": 'Mo-Su 07:00-21:00',
  'Café Fleur': 'Tu-Su 11:00-21:00; PH 11:00-15:00',
  'Apag Marangle': 'Mo-Su 10:00-21:00',
  "Kabigting's Halo-Halo": 'Mo-Su 09:00-19:00',
  'Santa Rita Turrones de Casoy and Sans Rival Makers': 'Mo-Sa 08:00-18:00',
  'Pampanga Tocino and Longganisa Row': 'Mo-Su 04:00-12:00',
  'Shrine of Christ Our Lord of the Holy Sepulchre': 'Mo-Su 06:00-18:00',
  'Santo Rosario Heritage District': '24/7',
  'Pampanga River at Sulipan': 'Mo-Su 06:00-18:00',
  'San Pedro Cutud Lenten Rites': 'easter -2 days 09:00-15:00',
  'San Fernando Frog Festival': 'Sep 15-30 Fr-Sa 18:00-02:00',
  "Minalin New Year's Day Parade": 'Jan 01 07:00-12:00',
  'Santa Lucia Feast Dance of Sasmuan': 'Jan 01-07 15:00-20:00',
  // Services
  'Petron Dolores': '24/7',
  'Shell Lazatin Boulevard': '24/7',
  'Caltex Sindalan': 'Mo-Su 05:00-23:00',
  'Phoenix Dau': '24/7',
  'Seaoil Balibago': 'Mo-Su 06:00-22:00',
  'Cleanfuel Pandan': 'Mo-Su 06:00-22:00',
  'Jetti Guagua': 'Mo-Su 06:00-21:00',
  'Petron NLEX San Simon Northbound': '24/7',
  'Shell Mexico': 'Mo-Su 05:00-23:00',
  'Caltex Lubao': '24/7',
  'Petron Porac': 'Mo-Su 05:00-22:00',
  'Phoenix Apalit': 'Mo-Su 06:00-22:00',
  'Seaoil Arayat': 'Mo-Su 06:00-21:00',
  'Shell Clark Gateway': '24/7',
  'Sindalan Auto Care Center': 'Mo-Sa 08:00-18:00; PH off',
  'Balibago 24/7 Vulcanizing and Tire Supply': '24/7',
  'Dau Car and Truck Aircon Repair': 'Mo-Sa 08:00-17:30; PH off',
  'Guagua Motorshop and Welding': 'Mo-Su 07:00-18:00',
  'Apalit Auto Electrical and Battery': 'Mo-Sa 08:00-19:00; PH off',
  'San Fernando Roadside Towing': '24/7',
  'Porac Highway Vulcanizing': '24/7',
  'Mexico Change Oil and Car Wash': 'Mo-Su 07:00-18:00',
  'Pampanga PDRRMO Emergency Operations Center': '24/7',
  'Jose B. Lingad Memorial General Hospital': '24/7',
  'Angeles University Foundation Medical Center': '24/7',
  'Diosdado P. Macapagal Memorial Hospital': '24/7',
  'BFP City of San Fernando Fire Station': '24/7',
  'Angeles City Police Office': '24/7',
  'Clark Fire and Rescue Station': '24/7',
  'Mabalacat City DRRMO Rescue': '24/7',
  'Clark Parade Grounds Cycling Loop': 'Mo-Su 05:00-20:00',
  'Sacobia Climb': 'Mo-Su 06:00-17:00',
  'Candaba Farm Roads Loop': 'Mo-Su 06:00-17:30',
  'Angeles Bike Hub': 'Tu-Su 09:00-19:00',
  'San Fernando Pedal Works': 'Mo-Sa 09:00-18:00; PH off',
  'Porac Ride Stop': 'Sa-Su 05:00-14:00',
  'Mount Arayat North Peak Campsite': 'Mo-Su 06:00-15:00',
  'Miyamit Falls Campground': 'Mo-Su 07:00-14:00',
  'Sapang Bato Riverside Camp': 'Mo-Su 08:00-20:00',
  'Puning Glamping Cabins': 'Mo-Su 08:00-22:00',
  'Clark Skyview Glamping Domes': 'Mo-Su 07:00-23:00',
  'Porac Pinatubo Foothills Camp': 'Mo-Su 08:00-21:00',
};

/** A demo place's hours by its name; a place missing from the table is a mistake in the demo data. */
export function demoOpeningHoursOf(name: string): string {
  const hours = DEMO_OPENING_HOURS[name];
  if (hours === undefined) throw new Error(`No demo opening hours for ${name}`);
  return hours;
}
