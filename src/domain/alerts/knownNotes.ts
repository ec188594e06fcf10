// Notes and reasons the console offers ready-made (alert-centre-and-shell.md §5). They are stored as
// the user picked them; a stored note equal to either language's phrase is shown in the current one.

export type NoteLanguage = 'id' | 'en';

export const KNOWN_NOTES: readonly Readonly<Record<NoteLanguage, string>>[] = [
  { id: 'Tidak ada kejadian', en: 'No Occurrences' },
  { id: 'Terdeteksi sebagai kejadian lain', en: 'Detected as another occurrence' },
];

/** The note in `language` when it is one of the known phrases (in either language), else the note as stored. */
export function displayNote(note: string, language: NoteLanguage): string {
  const trimmed = note.trim();
  const known = KNOWN_NOTES.find((phrase) => phrase.id === trimmed || phrase.en === trimmed);
  return known ? known[language] : note;
}
