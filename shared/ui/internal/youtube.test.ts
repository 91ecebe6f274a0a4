import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl, youtubeVideoId } from './youtube.ts';

describe('youtubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=10', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=42', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('finds the id in %s', (href, id) => {
    expect(youtubeVideoId(href)).toBe(id);
  });

  it.each([
    'https://www.youtube.com/channel/UC123456',
    'https://www.youtube.com/watch',
    'https://vimeo.com/123456789',
    'https://example.se/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/',
    'javascript:alert(1)',
    '/skogsgardens-affarer/',
    'not a url',
  ])('leaves %s alone', (href) => {
    expect(youtubeVideoId(href)).toBeNull();
  });
});

describe('youtubeEmbedUrl', () => {
  it('uses the privacy-enhanced host', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
    );
  });
});
