/**
 * The words of the demo reviews (issue 32): what members of the province and visitors write about a place, in English,
 * Filipino and Kapampangan, for any kind of place (a church, a falls, a restaurant, a gas station). Grouped by the
 * stars they go with; reviews.demo-data.ts deals them out so that no place repeats one. Each is 20 to 2,000 characters.
 */
export const DEMO_REVIEW_TEXTS: Readonly<Record<1 | 2 | 3 | 4 | 5, readonly string[]>> = {
  5: [
    'Worth the drive from Manila. We came early on a Saturday, had the place almost to ourselves, and the staff went ' +
      'out of their way to help us. Will bring the whole family next time.',
    'Sulit na sulit! Malinis, maayos ang lugar at napakabait ng mga tao. Babalik talaga kami kasama ang barkada.',
    'Masanting ya ing lugal, at mababait la ring tau. Mamalik kami king datang a bulan. Dakal a salamat!',
    'One of the highlights of our Pampanga trip. Clear directions, easy parking, and everything was as described on ' +
      'the page. Five stars without a second thought.',
    'Perfect stop for our road trip up north. Quick, friendly and honest; they even told us where to find the best ' +
      'halo-halo nearby.',
    'Ang ganda dito, lalo na sa umaga bago uminit. Dala kayo ng tubig at sumbrero. Highly recommended sa mga pamilya.',
    'Manyaman ing pamangan king malapit, masanting ing lugal. Ing anak ku, malagu ya pa mu ing pamagtagal mi. Mayap!',
    'Went with my lola and she loved it. Accessible, shaded benches, and clean restrooms: small things that make a ' +
      'big difference for seniors.',
    'Napakaganda ng karanasan namin. Maagap ang serbisyo at walang abala. Salamat sa magandang pag-aasikaso!',
    'Exactly what a visitor to Pampanga hopes for. We stayed longer than planned and left already planning a return.',
  ],
  4: [
    'Very good overall. It gets crowded after lunch on weekends, so come in the morning if you can. Still recommend it.',
    'Maganda at malinis, medyo mahirap lang ang parking tuwing Linggo. Pero sulit pa rin ang punta namin.',
    'Mayap ya ing lugal, medyo maragul la mung tau king Dominggu. Mamalik kami pero aldo ning Lunis.',
    'Friendly people and a good experience. A few signs are faded, so we asked for directions twice, but no real ' +
      'complaints.',
    'Magandang puntahan kapag may bisita kayo galing Maynila. Kulang lang sa lilim sa tanghali, kaya magdala ng payong.',
    'Solid choice. Prices are fair and the staff know what they are doing. Lost a star only for the long wait at noon.',
    'Nice place, easy to reach from the expressway. Would be five stars with a few more benches and trash bins.',
    'Ayos ang lahat maliban sa init. Pumunta kayo nang maaga at magdala ng pamaypay. Babalik pa rin kami!',
    'Masanting, pero mainit ya ing aldo. Magdala kayu danum. Ing tau keni, mababait la.',
    'Good value and helpful staff. Card payment did not work that day, so bring some cash just in case.',
  ],
  3: [
    'It was okay. Nothing wrong, nothing memorable either. Fine if you are passing by, not worth a special trip.',
    'Katamtaman lang. Maayos naman pero mahaba ang pila at kulang ang tao noong pumunta kami.',
    'Mayap ya, pero mabagal ing serbisyu king aldo a iti. Siguru mas mayap nung e Dominggu.',
    'Mixed feelings. The place itself is lovely but upkeep has slipped: some areas need paint and a good clean.',
    'Pwede na. May mga bagay na kailangang ayusin, gaya ng banyo at ng mga karatula, pero magalang ang mga tauhan.',
    'Average visit. We waited a long time and the information at the entrance was out of date, but people were kind.',
  ],
  2: [
    'Disappointing this time. It was crowded, noisy, and nobody seemed to be in charge. Hope it was just a bad day.',
    'Medyo nakakadismaya. Marumi ang paligid at matagal kaming naghintay bago may umasikaso sa amin.',
    'Ali ku masaya king pamagdalaw mi. Marinat ing paligid at alang mamantabe. Sana ayusan da.',
    'Expected more after all the good reviews. The opening hours online were wrong and we had to come back later.',
  ],
  1: [
    'Not worth it. We arrived within the posted hours and found it closed, with no notice anywhere. A wasted trip.',
    'Hindi na kami babalik. Bastos ang isang tauhan at walang nag-ayos ng reklamo namin.',
    'Alang mayap king pamagdalaw mi. Sarado ya agiang abirta ya kanu. Sayang ing biyahi.',
  ],
};
