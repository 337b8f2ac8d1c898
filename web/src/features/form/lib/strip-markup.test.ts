import { describe, expect, it } from 'vitest';
import { stripMarkup } from './strip-markup.js';

describe('stripping markup from typed values', () => {
  it('removes tags, comments and doctype declarations', () => {
    expect(stripMarkup('<p>Ala <b>ma</b> kota</p><!-- x --><!DOCTYPE html>')).toBe('Ala ma kota');
    expect(stripMarkup('<script>alert(1)</script>')).toBe('alert(1)');
    expect(stripMarkup('<a href="https://x.pl" onclick="y">link</a>')).toBe('link');
  });

  it('leaves no tag behind when tags are nested into each other', () => {
    expect(stripMarkup('<<b>script>alert(1)<</b>/script>')).toBe('alert(1)');
  });

  it('keeps text that only looks a little like markup', () => {
    expect(stripMarkup('a < b > c, 3 <4, <3, x<y')).toBe('a < b > c, 3 <4, <3, x<y');
  });
});
