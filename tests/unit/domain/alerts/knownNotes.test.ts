import { describe, expect, it } from 'vitest';
import { displayNote } from '../../../../src/domain/alerts/knownNotes.ts';

describe('displayNote', () => {
  it.each([
    ['Tidak ada kejadian', 'en', 'No Occurrences'],
    ['No Occurrences', 'id', 'Tidak ada kejadian'],
    ['No Occurrences', 'en', 'No Occurrences'],
    ['Terdeteksi sebagai kejadian lain', 'en', 'Detected as another occurrence'],
    ['Detected as another occurrence', 'id', 'Terdeteksi sebagai kejadian lain'],
    [' Tidak ada kejadian ', 'en', 'No Occurrences'],
    ['Sopir sudah dihubungi', 'en', 'Sopir sudah dihubungi'],
    ['tidak ada kejadian', 'en', 'tidak ada kejadian'],
  ] as const)('%j in %s is %j', (note, language, expected) => {
    expect(displayNote(note, language)).toBe(expected);
  });
});
