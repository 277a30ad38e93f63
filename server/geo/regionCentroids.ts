/**
 * Approximate centres [lat, lon] of every region the demo seed knows (server/db/seed-data.ts),
 * for offline reverse geocoding: the nearest centre inside the country names the region.
 * Coordinates are public-domain geography, rounded to 0.1°.
 */
export const regionCentroids: Record<string, Record<string, [number, number]>> = {
  GB: {
    'Greater London': [51.5, -0.1], 'Greater Manchester': [53.5, -2.3], 'West Midlands': [52.5, -1.9],
    'West Yorkshire': [53.8, -1.7], Merseyside: [53.4, -2.9], Kent: [51.2, 0.7], Essex: [51.8, 0.6],
    Hampshire: [51.1, -1.3], Surrey: [51.3, -0.4], Lancashire: [53.8, -2.6], Devon: [50.7, -3.8],
    Norfolk: [52.6, 1.0], Bristol: [51.5, -2.6], 'Tyne and Wear': [55.0, -1.6], Oxfordshire: [51.8, -1.3],
  },
  US: {
    California: [37.2, -119.4], Texas: [31.0, -99.3], Florida: [28.6, -82.4], 'New York': [42.9, -75.5],
    Illinois: [40.0, -89.2], Pennsylvania: [40.9, -77.8], Ohio: [40.3, -82.8], Georgia: [32.7, -83.4],
    Washington: [47.4, -120.5], Colorado: [39.0, -105.5], Massachusetts: [42.3, -71.8], Arizona: [34.2, -111.6],
    Oregon: [43.9, -120.6], Michigan: [44.3, -85.4], Minnesota: [46.3, -94.3],
  },
  DK: {
    Hovedstaden: [55.8, 12.4], 'Sjælland': [55.4, 11.7], Syddanmark: [55.4, 9.4], Midtjylland: [56.3, 9.3], Nordjylland: [57.0, 9.9],
  },
  DE: {
    'Baden-Württemberg': [48.5, 9.0], Bayern: [48.9, 11.4], Berlin: [52.5, 13.4], Brandenburg: [52.4, 13.0],
    Bremen: [53.1, 8.8], Hamburg: [53.6, 10.0], Hessen: [50.6, 9.0], 'Mecklenburg-Vorpommern': [53.8, 12.6],
    Niedersachsen: [52.8, 9.5], 'Nordrhein-Westfalen': [51.5, 7.6], 'Rheinland-Pfalz': [49.9, 7.5], Saarland: [49.4, 6.9],
    Sachsen: [51.0, 13.4], 'Sachsen-Anhalt': [51.9, 11.7], 'Schleswig-Holstein': [54.2, 9.8], 'Thüringen': [50.9, 11.0],
  },
  ES: {
    Madrid: [40.4, -3.7], Barcelona: [41.6, 2.0], Valencia: [39.4, -0.6], Sevilla: [37.4, -5.7], 'Málaga': [36.8, -4.6],
    Alicante: [38.4, -0.6], Vizcaya: [43.2, -2.9], Zaragoza: [41.6, -1.0], Murcia: [38.0, -1.5], Asturias: [43.3, -5.9],
    Baleares: [39.6, 2.9], 'Las Palmas': [28.3, -15.4], Granada: [37.3, -3.4], 'Cádiz': [36.5, -5.8],
  },
  FI: {
    Uusimaa: [60.3, 24.9], Pirkanmaa: [61.7, 23.8], 'Varsinais-Suomi': [60.6, 22.4], 'Pohjois-Pohjanmaa': [64.9, 26.0],
    'Keski-Suomi': [62.5, 25.5], 'Pohjois-Savo': [63.1, 27.4], Lappi: [67.5, 26.0], 'Päijät-Häme': [61.1, 25.7],
    Satakunta: [61.5, 22.0], 'Kanta-Häme': [60.9, 24.3], Pohjanmaa: [63.0, 22.0],
  },
  FR: {
    'Île-de-France': [48.7, 2.5], 'Auvergne-Rhône-Alpes': [45.4, 4.6], "Provence-Alpes-Côte d'Azur": [43.9, 6.1],
    Occitanie: [43.7, 2.1], 'Nouvelle-Aquitaine': [45.2, 0.2], 'Hauts-de-France': [50.0, 2.8], 'Grand Est': [48.7, 5.6],
    Bretagne: [48.2, -2.9], Normandie: [49.1, 0.1], 'Pays de la Loire': [47.5, -0.8], 'Bourgogne-Franche-Comté': [47.2, 4.8],
    'Centre-Val de Loire': [47.5, 1.7], Corse: [42.1, 9.1],
  },
  IT: {
    Lombardia: [45.6, 9.8], Lazio: [41.9, 12.8], Campania: [40.9, 14.8], Sicilia: [37.5, 14.1], Veneto: [45.6, 11.9],
    'Emilia-Romagna': [44.5, 11.0], Piemonte: [45.1, 7.9], Puglia: [41.0, 16.6], Toscana: [43.4, 11.1], Calabria: [39.0, 16.3],
    Sardegna: [40.1, 9.0], Liguria: [44.3, 8.7], Marche: [43.3, 13.1], 'Friuli-Venezia Giulia': [46.1, 13.1],
    'Trentino-Alto Adige': [46.4, 11.3], Umbria: [42.9, 12.5],
  },
  NO: {
    Oslo: [59.9, 10.8], Viken: [60.0, 9.8], Innlandet: [61.3, 10.3], 'Vestfold og Telemark': [59.3, 8.9], Agder: [58.6, 7.8],
    Rogaland: [59.0, 6.0], Vestland: [60.8, 6.3], 'Møre og Romsdal': [62.6, 7.4], 'Trøndelag': [63.6, 11.0],
    Nordland: [67.0, 14.5], 'Troms og Finnmark': [69.6, 22.0],
  },
  NL: {
    'Noord-Holland': [52.5, 4.8], 'Zuid-Holland': [52.0, 4.5], Utrecht: [52.1, 5.2], 'Noord-Brabant': [51.6, 5.2],
    Gelderland: [52.1, 5.9], Overijssel: [52.4, 6.4], Limburg: [51.2, 5.9], Groningen: [53.2, 6.7], Friesland: [53.1, 5.8],
    Drenthe: [52.9, 6.6], Flevoland: [52.5, 5.6], Zeeland: [51.5, 3.8],
  },
  PL: {
    Mazowieckie: [52.3, 21.0], 'Małopolskie': [49.9, 20.3], 'Śląskie': [50.3, 19.0], Wielkopolskie: [52.3, 17.2],
    'Dolnośląskie': [51.0, 16.3], 'Łódzkie': [51.6, 19.4], Pomorskie: [54.2, 18.0], Lubelskie: [51.2, 22.9],
    Podkarpackie: [49.9, 22.1], 'Kujawsko-Pomorskie': [53.1, 18.5], Zachodniopomorskie: [53.5, 15.4],
    'Warmińsko-Mazurskie': [53.9, 20.8], 'Świętokrzyskie': [50.8, 20.7], Podlaskie: [53.3, 22.9], Lubuskie: [52.2, 15.3],
    Opolskie: [50.6, 17.9],
  },
  SE: {
    Stockholm: [59.4, 18.1], 'Västra Götaland': [58.2, 12.5], 'Skåne': [55.9, 13.5], Uppsala: [60.0, 17.6],
    'Östergötland': [58.4, 15.6], 'Jönköping': [57.6, 14.4], Halland: [56.9, 12.7], 'Örebro': [59.3, 15.0],
    'Västerbotten': [64.8, 18.2], Norrbotten: [66.8, 20.5], Dalarna: [61.0, 14.5], 'Gävleborg': [61.5, 16.3],
    'Värmland': [59.8, 13.1], Kalmar: [57.2, 16.4], Gotland: [57.5, 18.5],
  },
  AT: {
    Wien: [48.2, 16.4], 'Niederösterreich': [48.2, 15.7], 'Oberösterreich': [48.1, 13.9], Steiermark: [47.3, 15.0],
    Tirol: [47.2, 11.3], 'Kärnten': [46.7, 13.9], Salzburg: [47.4, 13.1], Vorarlberg: [47.2, 9.9], Burgenland: [47.5, 16.5],
  },
  CH: {
    'Zürich': [47.4, 8.6], Bern: [46.8, 7.6], Luzern: [47.1, 8.1], 'Basel-Stadt': [47.6, 7.6], 'Genève': [46.2, 6.1],
    Vaud: [46.6, 6.6], Ticino: [46.3, 8.8], 'St. Gallen': [47.2, 9.3], Aargau: [47.4, 8.2], 'Graubünden': [46.7, 9.6],
    Valais: [46.2, 7.6], Fribourg: [46.7, 7.1], Zug: [47.2, 8.5], Thurgau: [47.6, 9.1],
  },
  BE: {
    Antwerpen: [51.2, 4.6], 'Oost-Vlaanderen': [51.0, 3.8], 'West-Vlaanderen': [51.0, 3.1], 'Vlaams-Brabant': [50.9, 4.6],
    Limburg: [51.0, 5.4], 'Brabant wallon': [50.7, 4.6], Hainaut: [50.5, 4.0], 'Liège': [50.5, 5.7], Luxembourg: [49.9, 5.5],
    Namur: [50.3, 4.9], 'Bruxelles-Capitale': [50.85, 4.35],
  },
};
