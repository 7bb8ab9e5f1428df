/** The plate letters live in the domain (every plate shown as text needs them); seeded from there. */
export { plateLetters } from '@navgan/domain/plate-letters';
