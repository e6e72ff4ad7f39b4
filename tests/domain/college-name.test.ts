import { describe, expect, it } from 'vitest';

import { collegeName } from '#site/college/college-name.ts';

describe('collegeName (spec 000 §2: the college page title)', () => {
  it.each([
    ['iit-delhi', 'IIT Delhi'],
    ['bits-pilani-hyderabad', 'BITS Pilani Hyderabad'],
    ['iiit-hyderabad', 'IIIT Hyderabad'],
    ['du-north-campus', 'DU North Campus'],
    ['dtu-delhi', 'DTU Delhi'],
    ['nit-trichy', 'NIT Trichy'],
    ['iim-ahmedabad', 'IIM Ahmedabad'],
    ['aiims-new-delhi', 'AIIMS New Delhi'],
    ['jnu', 'JNU'],
    ['bhu-varanasi', 'BHU Varanasi'],
    ['nsit-dwarka', 'NSIT Dwarka'],
    ['igdtuw-kashmere-gate', 'IGDTUW Kashmere Gate'],
    ['amity-university-noida', 'Amity University Noida'],
    ['allen-kota', 'Allen Kota'],
  ])('%s → %s', (slug, name) => expect(collegeName(slug)).toBe(name));

  it('capitalises each word whatever its case, and upper-cases acronyms typed in any case', () => {
    expect(collegeName('IIT-BOMBAY')).toBe('IIT Bombay');
    expect(collegeName('Christ-UNIVERSITY')).toBe('Christ University');
  });

  it('only whole words are acronyms (a word that starts like one is capitalised)', () => {
    expect(collegeName('dunmore-college')).toBe('Dunmore College');
    expect(collegeName('nitte-university')).toBe('Nitte University');
  });

  it('ignores empty words from doubled or outer hyphens', () => {
    expect(collegeName('-symbiosis--pune-')).toBe('Symbiosis Pune');
  });
});
