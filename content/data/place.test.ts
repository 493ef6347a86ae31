import { z } from 'zod';
import { editorPlace } from '@/content/data/place';

// A schema of its own: the labels the editor shows are its .meta() titles.
const schema = z.strictObject({
  followUps: z
    .array(
      z.strictObject({
        label: z.string().meta({ title: 'Button' }),
        universities: z.array(z.string()).optional().meta({ title: 'Partner universities' }),
      }),
    )
    .meta({ title: 'Follow-ups' }),
  programme: z.strictObject({ note: z.string().optional().meta({ title: 'Note' }) }).meta({ title: 'MBBS programme' }),
  untitled: z.string(),
});

describe('a field’s place as the editor shows it', () => {
  it('names each field by its label and counts list items from one', () => {
    expect(editorPlace(schema, ['followUps', 0, 'universities', 2])).toBe('Follow-ups, item 1 → Partner universities, item 3');
    expect(editorPlace(schema, 'followUps.1.label')).toBe('Follow-ups, item 2 → Button');
    expect(editorPlace(schema, ['programme', 'note'])).toBe('MBBS programme → Note');
  });

  it('names a field the schema does not title as it is written, and the file when there is no field', () => {
    expect(editorPlace(schema, ['untitled'])).toBe('untitled');
    expect(editorPlace(schema, ['gone', 0])).toBe('gone, item 1');
    expect(editorPlace(schema, [])).toBe('(the file)');
  });
});
