/** Static reference data for the demo seed: no downloads, everything shipped in code. */

export interface CountryData {
  term: string;
  currency: string;
  minCost: number;
  language: string;
  regions: string[];
  cities: string[];
  male: string[];
  female: string[];
}

export const countries: Record<string, CountryData> = {
  GB: {
    term: 'county',
    currency: 'GBP',
    minCost: 5,
    language: 'en',
    regions: ['Greater London', 'Greater Manchester', 'West Midlands', 'West Yorkshire', 'Merseyside', 'Kent', 'Essex', 'Hampshire', 'Surrey', 'Lancashire', 'Devon', 'Norfolk', 'Bristol', 'Tyne and Wear', 'Oxfordshire'],
    cities: ['London', 'Manchester', 'Birmingham', 'Leeds', 'Liverpool', 'Bristol', 'Newcastle', 'Oxford'],
    male: ['Oliver', 'George', 'Harry', 'Jack', 'Charlie', 'Thomas', 'James', 'William', 'Daniel', 'Samuel'],
    female: ['Olivia', 'Amelia', 'Isla', 'Ava', 'Emily', 'Sophie', 'Grace', 'Lily', 'Jessica', 'Charlotte'],
  },
  US: {
    term: 'state',
    currency: 'USD',
    minCost: 5,
    language: 'en',
    regions: ['California', 'Texas', 'Florida', 'New York', 'Illinois', 'Pennsylvania', 'Ohio', 'Georgia', 'Washington', 'Colorado', 'Massachusetts', 'Arizona', 'Oregon', 'Michigan', 'Minnesota'],
    cities: ['New York', 'Los Angeles', 'Chicago', 'Houston', 'Phoenix', 'Seattle', 'Denver', 'Boston'],
    male: ['Michael', 'Christopher', 'Matthew', 'Joshua', 'Andrew', 'Ryan', 'Tyler', 'Brandon', 'Justin', 'Kevin'],
    female: ['Jennifer', 'Ashley', 'Madison', 'Brittany', 'Hannah', 'Emma', 'Abigail', 'Megan', 'Lauren', 'Taylor'],
  },
  DK: {
    term: 'region',
    currency: 'DKK',
    minCost: 35,
    language: 'da',
    regions: ['Hovedstaden', 'Sjælland', 'Syddanmark', 'Midtjylland', 'Nordjylland'],
    cities: ['København', 'Aarhus', 'Odense', 'Aalborg', 'Esbjerg'],
    male: ['Mads', 'Rasmus', 'Frederik', 'Mikkel', 'Anders', 'Søren', 'Jesper', 'Kasper', 'Magnus', 'Emil'],
    female: ['Mette', 'Sofie', 'Ida', 'Freja', 'Camilla', 'Louise', 'Line', 'Anne', 'Signe', 'Maja'],
  },
  DE: {
    term: 'state',
    currency: 'EUR',
    minCost: 5,
    language: 'de',
    regions: ['Baden-Württemberg', 'Bayern', 'Berlin', 'Brandenburg', 'Bremen', 'Hamburg', 'Hessen', 'Mecklenburg-Vorpommern', 'Niedersachsen', 'Nordrhein-Westfalen', 'Rheinland-Pfalz', 'Saarland', 'Sachsen', 'Sachsen-Anhalt', 'Schleswig-Holstein', 'Thüringen'],
    cities: ['Berlin', 'Hamburg', 'München', 'Köln', 'Frankfurt am Main', 'Stuttgart', 'Leipzig', 'Dresden'],
    male: ['Lukas', 'Felix', 'Jonas', 'Maximilian', 'Leon', 'Tobias', 'Stefan', 'Florian', 'Jan', 'Niklas'],
    female: ['Anna', 'Lena', 'Laura', 'Julia', 'Katharina', 'Sarah', 'Lea', 'Johanna', 'Sabine', 'Miriam'],
  },
  ES: {
    term: 'province',
    currency: 'EUR',
    minCost: 5,
    language: 'es',
    regions: ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Málaga', 'Alicante', 'Vizcaya', 'Zaragoza', 'Murcia', 'Asturias', 'Baleares', 'Las Palmas', 'Granada', 'Cádiz'],
    cities: ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Málaga', 'Bilbao', 'Zaragoza'],
    male: ['Alejandro', 'Javier', 'Pablo', 'Daniel', 'Carlos', 'Sergio', 'Miguel', 'Álvaro', 'Hugo', 'Diego'],
    female: ['Lucía', 'María', 'Paula', 'Carmen', 'Laura', 'Marta', 'Elena', 'Sara', 'Irene', 'Andrea'],
  },
  FI: {
    term: 'region',
    currency: 'EUR',
    minCost: 5,
    language: 'fi',
    regions: ['Uusimaa', 'Pirkanmaa', 'Varsinais-Suomi', 'Pohjois-Pohjanmaa', 'Keski-Suomi', 'Pohjois-Savo', 'Lappi', 'Päijät-Häme', 'Satakunta', 'Kanta-Häme', 'Pohjanmaa'],
    cities: ['Helsinki', 'Espoo', 'Tampere', 'Turku', 'Oulu', 'Jyväskylä'],
    male: ['Mikko', 'Juha', 'Timo', 'Antti', 'Jussi', 'Matti', 'Ville', 'Eero', 'Lauri', 'Aleksi'],
    female: ['Aino', 'Emilia', 'Laura', 'Sanna', 'Johanna', 'Kaisa', 'Elina', 'Venla', 'Noora', 'Helmi'],
  },
  FR: {
    term: 'region',
    currency: 'EUR',
    minCost: 5,
    language: 'fr',
    regions: ['Île-de-France', 'Auvergne-Rhône-Alpes', "Provence-Alpes-Côte d'Azur", 'Occitanie', 'Nouvelle-Aquitaine', 'Hauts-de-France', 'Grand Est', 'Bretagne', 'Normandie', 'Pays de la Loire', 'Bourgogne-Franche-Comté', 'Centre-Val de Loire', 'Corse'],
    cities: ['Paris', 'Lyon', 'Marseille', 'Toulouse', 'Bordeaux', 'Lille', 'Nantes', 'Strasbourg'],
    male: ['Lucas', 'Hugo', 'Louis', 'Gabriel', 'Arthur', 'Julien', 'Nicolas', 'Antoine', 'Mathieu', 'Théo'],
    female: ['Camille', 'Chloé', 'Manon', 'Léa', 'Inès', 'Juliette', 'Sophie', 'Claire', 'Élodie', 'Margaux'],
  },
  IT: {
    term: 'region',
    currency: 'EUR',
    minCost: 5,
    language: 'it',
    regions: ['Lombardia', 'Lazio', 'Campania', 'Sicilia', 'Veneto', 'Emilia-Romagna', 'Piemonte', 'Puglia', 'Toscana', 'Calabria', 'Sardegna', 'Liguria', 'Marche', 'Friuli-Venezia Giulia', 'Trentino-Alto Adige', 'Umbria'],
    cities: ['Roma', 'Milano', 'Napoli', 'Torino', 'Bologna', 'Firenze', 'Palermo', 'Venezia'],
    male: ['Marco', 'Luca', 'Giuseppe', 'Francesco', 'Alessandro', 'Matteo', 'Andrea', 'Lorenzo', 'Davide', 'Simone'],
    female: ['Giulia', 'Francesca', 'Chiara', 'Sara', 'Martina', 'Valentina', 'Alessia', 'Federica', 'Elisa', 'Silvia'],
  },
  NO: {
    term: 'county',
    currency: 'NOK',
    minCost: 50,
    language: 'nb',
    regions: ['Oslo', 'Viken', 'Innlandet', 'Vestfold og Telemark', 'Agder', 'Rogaland', 'Vestland', 'Møre og Romsdal', 'Trøndelag', 'Nordland', 'Troms og Finnmark'],
    cities: ['Oslo', 'Bergen', 'Trondheim', 'Stavanger', 'Tromsø', 'Kristiansand'],
    male: ['Ole', 'Lars', 'Henrik', 'Jonas', 'Sindre', 'Eirik', 'Håkon', 'Magnus', 'Sander', 'Kristian'],
    female: ['Ingrid', 'Nora', 'Emma', 'Kari', 'Silje', 'Ingeborg', 'Thea', 'Marte', 'Hanne', 'Sigrid'],
  },
  NL: {
    term: 'province',
    currency: 'EUR',
    minCost: 5,
    language: 'nl',
    regions: ['Noord-Holland', 'Zuid-Holland', 'Utrecht', 'Noord-Brabant', 'Gelderland', 'Overijssel', 'Limburg', 'Groningen', 'Friesland', 'Drenthe', 'Flevoland', 'Zeeland'],
    cities: ['Amsterdam', 'Rotterdam', 'Den Haag', 'Utrecht', 'Eindhoven', 'Groningen', 'Nijmegen'],
    male: ['Daan', 'Sem', 'Bram', 'Lars', 'Thijs', 'Ruben', 'Jeroen', 'Sander', 'Koen', 'Pieter'],
    female: ['Emma', 'Julia', 'Sanne', 'Lotte', 'Fleur', 'Anouk', 'Eva', 'Femke', 'Iris', 'Noor'],
  },
  PL: {
    term: 'voivodeship',
    currency: 'PLN',
    minCost: 20,
    language: 'pl',
    regions: ['Mazowieckie', 'Małopolskie', 'Śląskie', 'Wielkopolskie', 'Dolnośląskie', 'Łódzkie', 'Pomorskie', 'Lubelskie', 'Podkarpackie', 'Kujawsko-Pomorskie', 'Zachodniopomorskie', 'Warmińsko-Mazurskie', 'Świętokrzyskie', 'Podlaskie', 'Lubuskie', 'Opolskie'],
    cities: ['Warszawa', 'Kraków', 'Wrocław', 'Łódź', 'Poznań', 'Gdańsk', 'Katowice'],
    male: ['Jakub', 'Kacper', 'Piotr', 'Tomasz', 'Paweł', 'Michał', 'Krzysztof', 'Marcin', 'Bartosz', 'Wojciech'],
    female: ['Zuzanna', 'Julia', 'Agnieszka', 'Katarzyna', 'Magdalena', 'Aleksandra', 'Natalia', 'Monika', 'Joanna', 'Karolina'],
  },
  SE: {
    term: 'county',
    currency: 'SEK',
    minCost: 50,
    language: 'sv',
    regions: ['Stockholm', 'Västra Götaland', 'Skåne', 'Uppsala', 'Östergötland', 'Jönköping', 'Halland', 'Örebro', 'Västerbotten', 'Norrbotten', 'Dalarna', 'Gävleborg', 'Värmland', 'Kalmar', 'Gotland'],
    cities: ['Stockholm', 'Göteborg', 'Malmö', 'Uppsala', 'Linköping', 'Örebro'],
    male: ['Erik', 'Lars', 'Karl', 'Johan', 'Anders', 'Oskar', 'Viktor', 'Gustav', 'Axel', 'Filip'],
    female: ['Elsa', 'Alice', 'Maja', 'Astrid', 'Ebba', 'Linnea', 'Karin', 'Sara', 'Frida', 'Wilma'],
  },
  AT: {
    term: 'state',
    currency: 'EUR',
    minCost: 5,
    language: 'de',
    regions: ['Wien', 'Niederösterreich', 'Oberösterreich', 'Steiermark', 'Tirol', 'Kärnten', 'Salzburg', 'Vorarlberg', 'Burgenland'],
    cities: ['Wien', 'Graz', 'Linz', 'Salzburg', 'Innsbruck'],
    male: ['Lukas', 'Tobias', 'David', 'Florian', 'Markus', 'Stefan', 'Fabian', 'Dominik', 'Patrick', 'Christoph'],
    female: ['Anna', 'Lena', 'Hannah', 'Sophie', 'Katharina', 'Theresa', 'Magdalena', 'Verena', 'Elisabeth', 'Julia'],
  },
  CH: {
    term: 'canton',
    currency: 'CHF',
    minCost: 5,
    language: 'de',
    regions: ['Zürich', 'Bern', 'Luzern', 'Basel-Stadt', 'Genève', 'Vaud', 'Ticino', 'St. Gallen', 'Aargau', 'Graubünden', 'Valais', 'Fribourg', 'Zug', 'Thurgau'],
    cities: ['Zürich', 'Genève', 'Basel', 'Bern', 'Lausanne', 'Luzern'],
    male: ['Noah', 'Luca', 'Jonas', 'Reto', 'Urs', 'Beat', 'Nicolas', 'Samuel', 'Marco', 'Simon'],
    female: ['Mia', 'Lara', 'Nina', 'Seraina', 'Chiara', 'Leonie', 'Anja', 'Corinne', 'Fabienne', 'Ladina'],
  },
  BE: {
    term: 'province',
    currency: 'EUR',
    minCost: 5,
    language: 'nl',
    regions: ['Antwerpen', 'Oost-Vlaanderen', 'West-Vlaanderen', 'Vlaams-Brabant', 'Limburg', 'Brabant wallon', 'Hainaut', 'Liège', 'Luxembourg', 'Namur', 'Bruxelles-Capitale'],
    cities: ['Brussel', 'Antwerpen', 'Gent', 'Brugge', 'Liège', 'Leuven'],
    male: ['Arthur', 'Louis', 'Jules', 'Wout', 'Pieter', 'Maxime', 'Thomas', 'Jens', 'Kobe', 'Victor'],
    female: ['Olivia', 'Louise', 'Marie', 'Elise', 'Lotte', 'Charlotte', 'Lien', 'Amélie', 'Hanne', 'Justine'],
  },
};

/** Member countries in the order sites list them; GB first (the demo logins' country). */
export const countryCodes = ['GB', 'US', 'DK', 'DE', 'ES', 'FI', 'FR', 'IT', 'NO', 'NL', 'PL', 'SE', 'AT', 'CH', 'BE'] as const;

export const interestList: Array<[slug: string, name: string]> = [
  ['travel', 'Travel'],
  ['cooking', 'Cooking'],
  ['music', 'Music'],
  ['movies', 'Movies'],
  ['reading', 'Reading'],
  ['hiking', 'Hiking'],
  ['fitness', 'Fitness'],
  ['dancing', 'Dancing'],
  ['photography', 'Photography'],
  ['art', 'Art'],
  ['gaming', 'Gaming'],
  ['yoga', 'Yoga'],
  ['wine', 'Wine tasting'],
  ['cycling', 'Cycling'],
  ['theatre', 'Theatre'],
  ['gardening', 'Gardening'],
  ['animals', 'Animals'],
  ['sports', 'Watching sports'],
  ['beach', 'Beach holidays'],
  ['nightlife', 'Nightlife'],
  ['concerts', 'Concerts'],
  ['cars', 'Cars'],
];

export interface SiteSeed {
  niche: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  slug: string;
  name: string;
}

/** The demo sites, one a niche; their texts in every locale are in seed-site-texts.json (decision 173). */
export const siteSeeds: SiteSeed[] = [
  { niche: 1, slug: 'plain', name: 'Flirtwave' },
  { niche: 2, slug: 'she', name: 'SheWaves' },
  { niche: 3, slug: 'bdsm', name: 'VelvetRope' },
  { niche: 4, slug: 'bbw', name: 'CurvyCrush' },
  { niche: 5, slug: 'gilf', name: 'SilverSpark' },
  { niche: 6, slug: 'milf', name: 'PrimeTime' },
  { niche: 7, slug: 'gay', name: 'HarborMen' },
];

export const demoLogins = [
  { email: 'free@demo.test', name: 'Alex', credits: 0, paidUser: false, gender: 'male' as const },
  { email: 'credits@demo.test', name: 'Sam', credits: 20, paidUser: false, gender: 'female' as const },
  { email: 'premium@demo.test', name: 'Robin', credits: 100, paidUser: true, gender: 'male' as const },
];
export const DEMO_PASSWORD = 'demo-password';
