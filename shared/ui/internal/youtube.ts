/**
 * YouTube links in editor text open the video modal instead of leaving the portal
 * (platform §2). Recognised: youtube.com/watch?v=ID, youtu.be/ID, youtube.com/embed/ID
 * (also www., m. and youtube-nocookie.com). Anything else is an ordinary link.
 */
const idPattern = /^[A-Za-z0-9_-]{6,20}$/;
const youtubeHosts = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const embedHosts = new Set([...youtubeHosts, 'youtube-nocookie.com', 'www.youtube-nocookie.com']);

/** The video id of a YouTube link, or null. */
export function youtubeVideoId(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  let id: string | null = null;
  if (host === 'youtu.be') {
    id = url.pathname.split('/')[1] ?? null;
  } else if (youtubeHosts.has(host) && url.pathname === '/watch') {
    id = url.searchParams.get('v');
  } else if (embedHosts.has(host) && url.pathname.startsWith('/embed/')) {
    id = url.pathname.split('/')[2] ?? null;
  }
  return id && idPattern.test(id) ? id : null;
}

/** The privacy-enhanced embed address the video modal loads. */
export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?rel=0`;
}
