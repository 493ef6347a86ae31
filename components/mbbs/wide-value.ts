/**
 * A fact's value too long for half a phone's width: the universities' accreditation ("Listed in the
 * World Directory of Medical Schools · NMC (formerly MCI)"), or a Telugu tuition line. The MBBS
 * hero's facts and a university card's highlights give it a row of its own on a phone (the hero: twice
 * a short value's width beside them from `sm` up), so it reads in two or three lines, not eight.
 */
export const isWideValue = (value: string) => value.length > 30;
