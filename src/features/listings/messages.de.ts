import type { Translation } from '@/config/translation'
import type { listingMessages as en } from './messages'

export const listingMessages = {
  problems: {
    id: 'Verwenden Sie Buchstaben, Ziffern, „-“ oder „_“ (es ist die Adresse der Immobilie auf der Website)',
    idTaken:
      'Diese Kennung ist vergeben oder gehörte zu einem gelöschten Inserat: Wählen Sie eine andere',
    image: 'Wählen Sie das Titelfoto',
    status: 'Wählen Sie Kauf oder Miete',
    location: 'Geben Sie an, wo die Immobilie liegt, etwa „Malibu, Kalifornien“',
    area_sq_ft: 'Geben Sie die Fläche in Quadratfuß an, eine Zahl über 0',
    estate_title: 'Geben Sie den Titel der Immobilie ein',
    price:
      'Geben Sie den Preis in Dollar an, etwa 2450000 (bei „Preis auf Anfrage“ gespeichert, nie gezeigt)',
    description: 'Geben Sie die Beschreibung ein',
    segment_name: 'Geben Sie die Kategorie an, etwa „Villen“',
    facilities: 'Geben Sie die Ausstattung ein oder entfernen Sie sie',
    coordinates:
      'Geben Sie einen Breitengrad von -90 bis 90 und einen Längengrad von -180 bis 180 an',
    coordinatesTooPrecise: (decimals: string) =>
      `Ein ungefährer Standort hat Koordinaten mit höchstens ${decimals} Nachkommastellen`,
    availability: 'Wählen Sie eine Verfügbarkeit, die ihr Status erlaubt',
    price_on_request: 'Preis auf Anfrage ist ja oder nein',
    location_precision: 'Der Standort ist genau oder ungefähr',
    agent: {
      name: 'Geben Sie den Namen des Maklers ein',
      photo: 'Das Foto des Maklers: eine https-Adresse oder eine Datei dieser Website',
      phone: 'Geben Sie eine Telefonnummer wie +49 30 1234 5678 ein',
      email: 'Geben Sie eine E-Mail-Adresse wie name@beispiel.de ein',
      languages: 'Geben Sie die Sprachen des Maklers an, durch Kommas getrennt',
    },
    photoUrl: 'Die Adresse eines Fotos: https oder eine Datei dieser Website',
    photoAlt: 'Beschreiben Sie das Foto für Menschen, die es nicht sehen',
    floorPlanUrl: 'Die Adresse des Grundrisses: https oder eine Datei dieser Website',
    floorPlanLabel: 'Benennen Sie die Ebene, etwa „Erdgeschoss“',
    filmSources:
      'Die Dateien des Films: .webm oder .mp4 auf dieser Website, etwa /media/villa.webm',
    filmPoster: 'Das Vorschaubild des Films: die Adresse eines Bildes',
    filmCaptions: 'Die Untertitel: eine .vtt-Datei auf dieser Website, etwa /media/villa.de.vtt',
    tour_url: (providers: string) => `Die https-Adresse eines 3D-Rundgangs bei ${providers}`,
    missingIn: {
      fr: 'Geben Sie es auch auf Französisch ein',
      de: 'Geben Sie es auch auf Deutsch ein',
    },
    translation: 'Diese Übersetzung passt nicht zum Englischen: Prüfen Sie sie',
    record: 'Die Immobilie kann nicht gelesen werden: Prüfen Sie ihre Felder',
  },
} satisfies Translation<typeof en>
