/**
 * What is wrong with a listing's field (issue 44), said beside the field by the back office and in
 * the admin function's refusals alike (check-listing.ts). The back office is built in English
 * (decision 048); these siblings exist because a feature's catalogue is translated wherever it goes.
 */
export const listingMessages = {
  problems: {
    id: 'Use letters, digits, “-” or “_” (it is the estate’s address on the site)',
    idTaken: 'This id is taken, or was a listing’s that has been deleted: choose another',
    image: 'Choose the cover photo',
    status: 'Choose sale or rent',
    location: 'Enter where the estate is, such as “Malibu, California”',
    area_sq_ft: 'Enter the area in square feet, a number above 0',
    estate_title: 'Enter the estate’s title',
    price: 'Enter the price in dollars, such as 2450000 (kept, never shown, when on request)',
    description: 'Enter the description',
    segment_name: 'Enter the segment, such as “Villas”',
    facilities: 'Enter the facility, or remove it',
    coordinates: 'Enter a latitude from -90 to 90 and a longitude from -180 to 180',
    coordinatesTooPrecise: (decimals: string) =>
      `An approximate location takes coordinates of ${decimals} decimals at most`,
    availability: 'Choose an availability that its status allows',
    price_on_request: 'Price on request is yes or no',
    location_precision: 'The location is exact or approximate',
    agent: {
      name: 'Enter the agent’s name',
      photo: 'The agent’s photo: an https address or a file of this site',
      phone: 'Enter a phone number such as +1 212 555 0142',
      email: 'Enter an email address such as name@example.com',
      languages: 'Enter the languages the agent speaks, separated by commas',
    },
    photoUrl: 'A photo’s address: https, or a file of this site',
    photoAlt: 'Describe the photo for people who cannot see it',
    floorPlanUrl: 'The drawing’s address: https, or a file of this site',
    floorPlanLabel: 'Name the level, such as “Ground floor”',
    filmSources: 'The film’s files: .webm or .mp4 on this site, such as /media/villa.webm',
    filmPoster: 'The film’s poster: an image address',
    filmCaptions: 'The captions: a .vtt file on this site, such as /media/villa.en.vtt',
    tour_url: (providers: string) => `A 3D tour’s https address, at ${providers}`,
    missingIn: { fr: 'Enter it in French too', de: 'Enter it in German too' },
    translation: 'This translation does not match the English: check it',
    record: 'The estate cannot be read: check its fields',
  },
}
