import { icons } from 'lucide';
import { iconName, iconNode, imagePath, isImageField, isShared, shared, sharedKeys, translatableKeys } from '@/content/data/schema';
import { university } from '@/content/universities/schema';
import { z } from 'zod';

describe('icon names', () => {
  it('takes a lucide icon by its name and draws it', () => {
    expect(iconName.safeParse('graduation-cap').success).toBe(true);
    expect(iconNode('graduation-cap')).toBe(icons.GraduationCap);
  });

  it('refuses a name lucide does not have, or one not written in lower-case words', () => {
    expect(iconName.safeParse('graduation-hat').error?.issues[0].message).toMatch(/no such icon/);
    expect(iconName.safeParse('GraduationCap').success).toBe(false);
  });
});

describe('shared and translated fields', () => {
  it('keeps a figure, a link and a photo in the English file, the words in every language', () => {
    expect(sharedKeys(university)).toEqual(expect.arrayContaining(['tuition', 'internationalStudents', 'website', 'image']));
    expect(translatableKeys(university)).toEqual(expect.arrayContaining(['summary', 'location', 'imageAlt']));
    expect(sharedKeys(university).filter((k) => translatableKeys(university).includes(k))).toEqual([]);
  });

  it('marks a field as shared, and an image path as both shared and an image', () => {
    const photo = imagePath('Photo');
    expect([isShared(photo), isImageField(photo)]).toEqual([true, true]);
    expect(isShared(shared(z.number()))).toBe(true);
    expect(isShared(z.number())).toBe(false);
    expect(photo.safeParse('/media/campus photo.jpg').success).toBe(false);
  });
});
